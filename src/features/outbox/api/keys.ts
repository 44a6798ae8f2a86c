export type OutboxStatus = 'PENDING' | 'SENT' | 'FAILED';
export type OutboxFilter = { status: OutboxStatus | 'ALL'; template: string; search: string };

/** Query keys of the Outbox page: one page per filter and offset, and the kinds of message. */
export const outboxKeys = {
  all: ['email-outbox'] as const,
  pages: () => [...outboxKeys.all, 'page'] as const,
  page: (filter: OutboxFilter, offset: number) => [...outboxKeys.pages(), filter, offset] as const,
  templates: () => [...outboxKeys.all, 'templates'] as const,
};
