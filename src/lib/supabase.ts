import { createClient } from '@supabase/supabase-js';
import { readAdminToken, readPlayerToken } from './session';

// The local stack serves the app and the API from one origin; a hosted deploy sets VITE_SUPABASE_URL.
const url = import.meta.env.VITE_SUPABASE_URL || window.location.origin;
const anonKey = import.meta.env.VITE_SUPABASE_ANON_KEY || (window as { __FAIRWAY_ANON_KEY__?: string }).__FAIRWAY_ANON_KEY__ || '';

/** Adds the caller's player and admin session tokens to every request; SQL reads them from request.headers. */
const fetchWithSession: typeof fetch = (input, init = {}) => {
  const headers = new Headers(init.headers);
  const playerToken = readPlayerToken();
  const adminToken = readAdminToken();
  if (playerToken) headers.set('x-player-token', playerToken);
  if (adminToken) headers.set('x-admin-token', adminToken);
  return fetch(input, { ...init, headers });
};

export const supabase = createClient(url, anonKey, {
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  global: { fetch: fetchWithSession },
});

/** Throws the PostgREST error (its message is the user-readable text SQL raised). */
export function unwrap<T>({ data, error }: { data: T; error: { message: string; code?: string } | null }): T {
  if (error) throw Object.assign(new Error(error.message), { code: error.code });
  return data;
}
