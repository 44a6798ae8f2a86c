import { queryOptions, useQuery } from '@tanstack/react-query';
import { fromJson } from '@/lib/database';
import { supabase, unwrap } from '@/lib/supabase';
import { adminDashboardKeys } from './keys';

export type AdminDashboard = {
  pending_signups: { id: string; name: string; created_at: string }[];
  pending_count: number;
  upcoming_matches: { id: string; name: string; date: string; entries_count: number; capacity: number | null }[];
  needs_attention: {
    unpaid_entries: number;
    unfinalized_past_matches: { id: string; name: string; date: string }[];
    failed_emails: number;
  };
  finance: { collected_cents: number; paid_out_cents: number; outstanding_cents: number; remainder_cents: number };
  analytics: { cta_whatsapp_click: number; cta_whatsapp_fab_click: number };
};

/** Everything the dashboard shows, live, in one round trip. */
export async function getAdminDashboard(): Promise<AdminDashboard> {
  return fromJson<AdminDashboard>(unwrap(await supabase.rpc('get_admin_dashboard')));
}

export const adminDashboardQueryOptions = () => queryOptions({ queryKey: adminDashboardKeys.summary(), queryFn: getAdminDashboard });

export const useAdminDashboard = () => useQuery(adminDashboardQueryOptions());
