// Request/response plumbing shared by every function: CORS, JSON answers, typed HTTP errors.

export const corsHeaders: Record<string, string> = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST, OPTIONS',
  'access-control-allow-headers': 'authorization, x-client-info, apikey, content-type, x-admin-token, x-player-token',
};

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { ...corsHeaders, 'content-type': 'application/json' } });
}

/** An error whose message is meant for the caller, with its HTTP status. */
export class HttpError extends Error {
  constructor(readonly status: number, message: string, readonly details?: Record<string, unknown>) {
    super(message);
    this.name = 'HttpError';
  }
}

export async function readJson(request: Request): Promise<Record<string, unknown>> {
  const raw = await request.text();
  if (!raw.trim()) return {};
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    throw new HttpError(400, 'The request body must be JSON');
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw new HttpError(400, 'The request body must be a JSON object');
  return body as Record<string, unknown>;
}

/**
 * Wraps a POST handler: answers OPTIONS first, refuses other methods, turns HttpError into its JSON
 * answer and anything unexpected into a 500 that names the failure (logged with its stack).
 */
export function postHandler(name: string, handle: (request: Request) => Promise<Response>) {
  return async (request: Request): Promise<Response> => {
    if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: corsHeaders });
    if (request.method !== 'POST') return json(405, { error: 'Use POST' });
    try {
      return await handle(request);
    } catch (error) {
      if (error instanceof HttpError) return json(error.status, { error: error.message, ...error.details });
      console.error(`${name}: ${error instanceof Error ? error.stack : String(error)}`);
      return json(500, { error: `${name} failed: ${error instanceof Error ? error.message : String(error)}` });
    }
  };
}

/**
 * Keeps work running after the answer where the platform allows it (Supabase's EdgeRuntime.waitUntil);
 * elsewhere (the local stack's long-lived process) the promise simply runs on.
 */
export function runInBackground(label: string, work: Promise<unknown>): void {
  const guarded = work.catch((error) => console.error(`${label}: ${error instanceof Error ? error.message : String(error)}`));
  const runtime = (globalThis as { EdgeRuntime?: { waitUntil?: (promise: Promise<unknown>) => void } }).EdgeRuntime;
  runtime?.waitUntil?.(guarded);
}
