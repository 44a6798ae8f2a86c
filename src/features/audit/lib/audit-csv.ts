import type { AuditRecord } from '../api/get-audit-log';
import { toCsv } from '@/lib/csv';
import { detailsText } from './describe';

export const AUDIT_CSV_HEADER = ['when', 'actor', 'actor kind', 'actor id', 'action', 'target type', 'target id', 'target', 'details'] as const;

/** Audit records as CSV text; timestamps stay ISO 8601 (UTC) so spreadsheets sort them correctly. */
export function auditToCsv(records: readonly AuditRecord[]): string {
  return toCsv(
    AUDIT_CSV_HEADER,
    records.map((r) => [new Date(r.at).toISOString(), r.actor, r.actor_kind, r.actor_id, r.action, r.target_type, r.target_id, r.target_label, detailsText(r.details)]),
  );
}
