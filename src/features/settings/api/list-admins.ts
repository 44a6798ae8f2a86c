import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RpcRow } from '@/lib/database';
import { supabase, unwrap } from '@/lib/supabase';
import { adminsKeys } from './keys';

export type AdminRow = RpcRow<'list_admins'>;

/** Every admin, the owner first, then active, then revoked; `is_me` marks this tab's admin. Never a PIN. */
export async function listAdmins(): Promise<AdminRow[]> {
  return unwrap(await supabase.rpc('list_admins')) ?? [];
}

export const useAdmins = () => useQuery(queryOptions({ queryKey: adminsKeys.list, queryFn: listAdmins }));
