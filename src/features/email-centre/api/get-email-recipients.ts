import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase, unwrap } from '@/lib/supabase';
import type { Recipient } from '../lib/campaign';
import { emailCentreKeys } from './keys';

type RecipientRow = { id: string; name: string; nickname: string | null; email: string | null };

/**
 * Active players with an e-mail address: the only people a campaign may go to (spec §4).
 * `get_email_recipients` answers one JSON array (every ACTIVE player, ordered by name), so PostgREST's
 * 1,000-row cap does not cut a large league's audience.
 */
export async function getEmailRecipients(): Promise<Recipient[]> {
  const rows = (unwrap(await supabase.rpc('get_email_recipients')) ?? []) as RecipientRow[];
  return rows.filter((row) => row.email).map((row) => ({ id: row.id, name: row.name, email: row.email ?? '' }));
}

export const emailRecipientsQueryOptions = () => queryOptions({ queryKey: emailCentreKeys.recipients(), queryFn: getEmailRecipients });

export const useEmailRecipients = () => useQuery(emailRecipientsQueryOptions());
