import { queryOptions, useQuery } from '@tanstack/react-query';
import { fromJson } from '@/lib/database';
import { supabase, unwrap } from '@/lib/supabase';
import type { ServerCampaign } from '../lib/campaign';
import { emailCentreKeys } from './keys';

/** A bulk send as the outbox has it now; `id` null = the latest one (null when there was none). */
export async function getCampaign(id: string | null): Promise<ServerCampaign | null> {
  return fromJson<ServerCampaign | null>(unwrap(await supabase.rpc('get_email_campaign', { p_id: id })));
}

/** How often the page asks for progress while the server is still sending. */
export const PROGRESS_POLL_MS = 1000;

export const campaignQueryOptions = (id: string | null) =>
  queryOptions({
    queryKey: emailCentreKeys.campaign(id),
    queryFn: () => getCampaign(id),
    refetchInterval: (query) => (query.state.data && !query.state.data.done ? PROGRESS_POLL_MS : false),
  });

export const useCampaign = (id: string | null) => useQuery(campaignQueryOptions(id));
