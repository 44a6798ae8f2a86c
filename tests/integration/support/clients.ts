import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';

export function stackEnv() {
  const apiUrl = process.env.STACK_API_URL;
  const anonKey = process.env.STACK_ANON_KEY;
  if (!apiUrl || !anonKey) throw new Error('Run through npm test or node scripts/with-stack.mjs (STACK_* variables are missing)');
  return {
    apiUrl,
    anonKey,
    serviceKey: process.env.STACK_SERVICE_KEY ?? '',
    adminPin: process.env.STACK_ADMIN_PIN ?? '',
    inboxUrl: process.env.STACK_INBOX_URL ?? '',
    dbUrl: process.env.STACK_DB_URL ?? '',
  };
}

/** A supabase-js client as the browser app makes it: anon key plus optional session headers. */
export function client(headers: { playerToken?: string; adminToken?: string } = {}): SupabaseClient {
  const { apiUrl, anonKey } = stackEnv();
  const extra: Record<string, string> = {};
  if (headers.playerToken) extra['x-player-token'] = headers.playerToken;
  if (headers.adminToken) extra['x-admin-token'] = headers.adminToken;
  return createClient(apiUrl, anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    global: { headers: extra },
    realtime: { transport: WebSocket as never },
  });
}

export async function adminToken(): Promise<string> {
  const { data, error } = await client().rpc('verify_admin_pin', { pin_input: stackEnv().adminPin });
  if (error || !data?.valid) throw new Error(`admin sign-in failed: ${error?.message ?? JSON.stringify(data)}`);
  return data.token as string;
}
