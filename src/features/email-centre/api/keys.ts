/** Query keys of the e-mail centre. */
export const emailCentreKeys = {
  all: ['email-centre'] as const,
  recipients: () => [...emailCentreKeys.all, 'recipients'] as const,
  weeklyLeaders: () => [...emailCentreKeys.all, 'weekly-leaders'] as const,
};
