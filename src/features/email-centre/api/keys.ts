import type { RecipientQuery } from '../lib/campaign';

/** Query keys of the e-mail centre. */
export const emailCentreKeys = {
  all: ['email-centre'] as const,
  recipients: () => [...emailCentreKeys.all, 'recipients'] as const,
  recipientsPage: (query: RecipientQuery) => [...emailCentreKeys.recipients(), query] as const,
  weeklyLeaders: () => [...emailCentreKeys.all, 'weekly-leaders'] as const,
  campaign: (id: string | null) => [...emailCentreKeys.all, 'campaign', id ?? 'latest'] as const,
};
