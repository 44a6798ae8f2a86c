import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase, unwrap } from '@/lib/supabase';
import { settingsKeys } from './keys';

export type AdminRow = { id: string; name: string; is_owner: boolean; is_me: boolean; created_at: string; revoked_at: string | null };

/** Every admin, the owner first, then active, then revoked; `is_me` marks this tab's admin. Never a PIN. */
export async function listAdmins(): Promise<AdminRow[]> {
  return (unwrap(await supabase.rpc('list_admins')) ?? []) as AdminRow[];
}

export const useAdmins = () => useQuery(queryOptions({ queryKey: settingsKeys.admins, queryFn: listAdmins }));
