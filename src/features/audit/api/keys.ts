export type AuditGroup = 'ALL' | 'PLAYER' | 'MATCH' | 'PAYMENT' | 'SCORECARD';
export type AuditFilter = { group: AuditGroup; from: string; to: string };

/** Query keys of the audit log, one page per filter and offset. */
export const auditKeys = {
  all: ['audit-log'] as const,
  pages: () => [...auditKeys.all, 'page'] as const,
  page: (filter: AuditFilter, offset: number) => [...auditKeys.pages(), filter, offset] as const,
};
