import { useMutation } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { downloadCsv } from '@/lib/csv';
import { auditToCsv } from '../lib/audit-csv';
import { getAllAuditRecords } from './get-audit-log';
import type { AuditFilter } from './keys';

/** Fetches every record of the filter and saves them as a CSV file. */
export async function exportAuditLog(filter: AuditFilter): Promise<number> {
  const records = await getAllAuditRecords(filter);
  const range = [filter.from, filter.to].filter(Boolean).join('-to-');
  downloadCsv(`audit-log-${filter.group.toLowerCase()}${range ? `-${range}` : ''}.csv`, auditToCsv(records));
  return records.length;
}

export function useExportAuditLog() {
  return useMutation({
    mutationFn: exportAuditLog,
    meta: { errorMessage: 'Failed to export the audit log' },
    onSuccess: (count) => toast.success(`Exported ${count} ${count === 1 ? 'record' : 'records'}`),
  });
}
