import { FunctionsClient } from '@supabase/functions-js';
import { PostgrestClient } from '@supabase/postgrest-js';
import type { StorageClient } from '@supabase/storage-js';
import type { Database } from './database';
import { takePrefetched } from './prefetched';
import { readAdminToken, readPlayerToken } from './session';

// The local stack serves the app and the API from one origin; a hosted deploy sets VITE_SUPABASE_URL.
const url = import.meta.env.VITE_SUPABASE_URL || window.location.origin;
const anonKey = import.meta.env.VITE_SUPABASE_ANON_KEY || (window as { __FAIRWAY_ANON_KEY__?: string }).__FAIRWAY_ANON_KEY__ || '';
const apiHeaders = { apikey: anonKey, Authorization: `Bearer ${anonKey}` };

/** Adds the caller's player and admin session tokens to every request; SQL reads them from request.headers. */
const fetchWithSession: typeof fetch = (input, init = {}) => {
  const headers = new Headers(init.headers);
  const playerToken = readPlayerToken();
  const adminToken = readAdminToken();
  if (playerToken) headers.set('x-player-token', playerToken);
  if (adminToken) headers.set('x-admin-token', adminToken);
  const request = () => fetch(input, { ...init, headers });
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  const prefetched = takePrefetched(url, init, { player: playerToken, admin: adminToken });
  return prefetched ? prefetched.catch(request) : request();
};

const rest = new PostgrestClient<Database>(`${url}/rest/v1`, { headers: apiHeaders, fetch: fetchWithSession });

let storageClient: Promise<StorageClient> | null = null;

/**
 * The parts of supabase-js the app uses (tables and RPCs, storage, functions), built from the same
 * packages supabase-js bundles. The app does not use Supabase Auth or Realtime, and leaving them out
 * keeps the first page inside its JavaScript budget; the storage client (photos, logos) loads when first used.
 */
export const supabase = {
  from: rest.from.bind(rest),
  rpc: rest.rpc.bind(rest),
  storage: (): Promise<StorageClient> =>
    (storageClient ??= import('@supabase/storage-js').then(({ StorageClient }) => new StorageClient(`${url}/storage/v1`, apiHeaders, fetchWithSession))),
  functions: new FunctionsClient(`${url}/functions/v1`, { headers: apiHeaders, customFetch: fetchWithSession }),
};

type Answer = { data: unknown; error: null } | { data: null; error: { message: string; code?: string } };

/** Throws the PostgREST error (its message is the user-readable text SQL raised); else the data, typed as the success's. */
export function unwrap<A extends Answer>(answer: A): Extract<A, { error: null }>['data'] {
  if (answer.error) throw Object.assign(new Error(answer.error.message), { code: answer.error.code });
  return answer.data;
}
