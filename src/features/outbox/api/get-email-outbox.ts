import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type RpcRow } from '@/lib/database';
import { supabase, unwrap } from '@/lib/supabase';
import { outboxKeys, type OutboxFilter } from './keys';

export const OUTBOX_PAGE_SIZE = 25;

/** One message of the outbox (admin only: it shows the recipient's address). */
export type OutboxMessage = RpcRow<'get_email_outbox'>;
export type OutboxPage = { messages: OutboxMessage[]; total: number };

export async function getEmailOutbox(filter: OutboxFilter, offset: number): Promise<OutboxPage> {
  const rows: OutboxMessage[] =
    unwrap(
      await supabase.rpc('get_email_outbox', {
        p_status: filter.status === 'ALL' ? null : filter.status,
        p_template: filter.template || null,
        p_search: filter.search.trim() || null,
        p_limit: OUTBOX_PAGE_SIZE,
        p_offset: offset,
      }),
    ) ?? [];
  return { messages: rows, total: Number(rows[0]?.total_count ?? 0) };
}

/** While a message on screen is still waiting to go, the page looks again every few seconds. */
const REFRESH_WHILE_WAITING_MS = 3000;

export const outboxPageQueryOptions = (filter: OutboxFilter, offset: number) =>
  queryOptions({
    queryKey: outboxKeys.page(filter, offset),
    queryFn: () => getEmailOutbox(filter, offset),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.messages.some((message) => message.status === 'PENDING' && message.attempts === 0) ? REFRESH_WHILE_WAITING_MS : false,
  });

export const useEmailOutboxPage = (filter: OutboxFilter, offset: number) => useQuery(outboxPageQueryOptions(filter, offset));

export type OutboxTemplate = RpcRow<'get_email_outbox_templates'>;

export async function getEmailOutboxTemplates(): Promise<OutboxTemplate[]> {
  return unwrap(await supabase.rpc('get_email_outbox_templates')) ?? [];
}

export const useEmailOutboxTemplates = () => useQuery({ queryKey: outboxKeys.templates(), queryFn: getEmailOutboxTemplates });
