import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { fromJson } from '@/lib/database';
import { supabase, unwrap } from '@/lib/supabase';
import type { Recipient, RecipientFetcher, RecipientPage, RecipientQuery } from '../lib/campaign';
import { emailCentreKeys } from './keys';

type RecipientRow = { id: string; name: string; nickname: string | null; email: string | null };
type RecipientAnswer = { total: number | string; rows: RecipientRow[] | null } | null;

/**
 * ACTIVE players with an e-mail address, the only people a campaign may go to (spec §4): a page of them matching
 * `search` (name, nickname or e-mail) and the size of the whole match. `limit: null` answers every match (one JSON
 * value, so PostgREST's 1,000-row cap does not cut it): the send path for 'All Active Players'.
 */
export async function getEmailRecipients({ search, limit, offset, leagueId }: RecipientQuery): Promise<RecipientPage> {
  const answer = fromJson<RecipientAnswer>(
    unwrap(
      await supabase.rpc('get_email_recipients', {
        p_search: search.trim() === '' ? null : search.trim(),
        p_limit: limit,
        p_offset: offset,
        ...(leagueId ? { p_league_id: leagueId } : {}),
      }),
    ),
  );
  const rows: Recipient[] = (answer?.rows ?? [])
    .filter((row) => row.email)
    .map((row) => ({ id: row.id, name: row.name, email: row.email ?? '' }));
  return { total: Number(answer?.total ?? 0), rows };
}

export const emailRecipientsQueryOptions = (query: RecipientQuery, fetcher: RecipientFetcher = getEmailRecipients) =>
  queryOptions({ queryKey: emailCentreKeys.recipientsPage(query), queryFn: () => fetcher(query), placeholderData: keepPreviousData });

export const useEmailRecipients = (query: RecipientQuery, fetcher: RecipientFetcher = getEmailRecipients) =>
  useQuery(emailRecipientsQueryOptions(query, fetcher));
