import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase, unwrap } from '@/lib/supabase';
import type { Recipient } from '../lib/campaign';
import { emailCentreKeys } from './keys';

/** Active players with an e-mail address: the only people a campaign may go to (spec §4). */
export async function getEmailRecipients(): Promise<Recipient[]> {
  const rows = (unwrap(await supabase.rpc('get_players_admin', { status_filter: 'ACTIVE' })) ?? []) as {
    id: string;
    name: string;
    status: string;
    email: string | null;
  }[];
  return rows
    .filter((row) => row.status === 'ACTIVE' && row.email)
    .map((row) => ({ id: row.id, name: row.name, email: row.email ?? '' }));
}

export const emailRecipientsQueryOptions = () => queryOptions({ queryKey: emailCentreKeys.recipients(), queryFn: getEmailRecipients });

export const useEmailRecipients = () => useQuery(emailRecipientsQueryOptions());
