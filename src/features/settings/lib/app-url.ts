// The public URL's rule, as the database checks it (private.app_url_problem): https (http only for
// localhost), the app's address alone.

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1']);

export function appUrlProblem(value: string): string | null {
  if (!/^https?:\/\/\S+$/.test(value)) return 'App URL must start with http:// or https://';
  if (/[?#@]/.test(value)) return 'App URL must be the address of the app only, without ?, # or a user name';
  const host = /^https?:\/\/([^/:]+)/.exec(value)?.[1]?.toLowerCase() ?? '';
  if (!host) return 'App URL must name a host, e.g. https://league.example.com';
  if (/^http:\/\//i.test(value) && !LOCAL_HOSTS.has(host)) return 'App URL must use https:// (http:// is only for localhost)';
  return null;
}

/** Is the app served from this machine (a local stack), where e-mailed links may use localhost? */
export function isLocalHost(hostname: string): boolean {
  return LOCAL_HOSTS.has(hostname.toLowerCase()) || hostname === '[::1]';
}
