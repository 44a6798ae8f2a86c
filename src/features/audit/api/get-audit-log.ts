import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type RpcRow } from '@/lib/database';
import { supabase, unwrap } from '@/lib/supabase';
import { auditKeys, type AuditFilter } from './keys';

export const AUDIT_PAGE_SIZE = 50;

/** One row of the log; `actor` is the current name of the identity (actor_kind, actor_id) — DESIGN rule 14. */
export type AuditRecord = RpcRow<'get_audit_log'>;

export type ActorKind = AuditRecord['actor_kind'];

export type AuditPage = { records: AuditRecord[]; total: number };

/** One page of the log, newest first; `total` counts every record of the filter. */
export async function getAuditLog(filter: AuditFilter, offset: number, limit = AUDIT_PAGE_SIZE): Promise<AuditPage> {
  const rows: AuditRecord[] =
    unwrap(
      await supabase.rpc('get_audit_log', {
      p_group: filter.group,
      p_from: filter.from || null,
      p_to: filter.to || null,
      p_limit: limit,
      p_offset: offset,
      }),
    ) ?? [];
  return { records: rows, total: Number(rows[0]?.total_count ?? 0) };
}

/** The server's largest page; the export reads in these to keep round trips few. */
const EXPORT_PAGE_SIZE = 1000;

/** Every record of the filter, page by page (for the CSV export). */
export async function getAllAuditRecords(filter: AuditFilter): Promise<AuditRecord[]> {
  const records: AuditRecord[] = [];
  for (let offset = 0; ; offset += EXPORT_PAGE_SIZE) {
    const page = await getAuditLog(filter, offset, EXPORT_PAGE_SIZE);
    records.push(...page.records);
    if (page.records.length < EXPORT_PAGE_SIZE || records.length >= page.total) return records;
  }
}

export const auditPageQueryOptions = (filter: AuditFilter, offset: number) =>
  queryOptions({ queryKey: auditKeys.page(filter, offset), queryFn: () => getAuditLog(filter, offset), placeholderData: keepPreviousData });

export const useAuditPage = (filter: AuditFilter, offset: number) => useQuery(auditPageQueryOptions(filter, offset));
