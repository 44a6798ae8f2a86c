/**
 * Whether a failed call never reached the server (offline, DNS, connection refused) as opposed to
 * the server answering with an error. supabase-js turns a rejected fetch into an error whose
 * message starts with the exception's name, e.g. 'TypeError: Failed to fetch'.
 */
export function isNetworkError(error: unknown): boolean {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return true;
  if (error instanceof TypeError) return true;
  if (!(error instanceof Error)) return false;
  return /^(TypeError|FetchError):|Failed to fetch|NetworkError when attempting to fetch|Load failed|fetch failed/i.test(error.message);
}

export const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;
