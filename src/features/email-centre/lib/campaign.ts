// Bulk e-mail rules (spec §5, §9): at most 200 recipients, the spec's messages. The server sends
// (create_email_campaign queues one outbox message per recipient); the page shows its progress.

export const MAX_RECIPIENTS = 200;

export const CAMPAIGN_MESSAGES = {
  disabled: 'Email notifications are disabled. Enable them in settings first.',
  noRecipients: 'Please select at least one recipient',
  tooMany: 'Maximum 200 recipients allowed per send',
  noSubject: 'Please enter a subject',
  noMessage: 'Please enter a message',
} as const;

export type Recipient = { id: string; name: string; email: string };

/**
 * A page of the e-mail centre's audience: `limit` null = every ACTIVE player matching `search`; `leagueId`: only
 * that league's players (null or absent: the whole club).
 */
export type RecipientQuery = { search: string; limit: number | null; offset: number; leagueId?: string | null };
/** `total` = how many ACTIVE players match the search (not only this page). */
export type RecipientPage = { total: number; rows: Recipient[] };
export type RecipientFetcher = (query: RecipientQuery) => Promise<RecipientPage>;

export type CampaignDraft = { emailEnabled: boolean; recipientCount: number; subject: string; message: string };

/** Every reason the campaign cannot be sent yet, in the spec's order (empty when it can). */
export function campaignProblems({ emailEnabled, recipientCount, subject, message }: CampaignDraft): string[] {
  const problems: string[] = [];
  if (!emailEnabled) problems.push(CAMPAIGN_MESSAGES.disabled);
  if (recipientCount === 0) problems.push(CAMPAIGN_MESSAGES.noRecipients);
  if (recipientCount > MAX_RECIPIENTS) problems.push(CAMPAIGN_MESSAGES.tooMany);
  if (subject.trim() === '') problems.push(CAMPAIGN_MESSAGES.noSubject);
  if (message.trim() === '') problems.push(CAMPAIGN_MESSAGES.noMessage);
  return problems;
}

/** One address of a bulk send as get_email_campaign reports it. */
export type ServerResult = { id: string; email: string; name: string; status: 'PENDING' | 'SENT' | 'FAILED'; attempts: number; error: string | null };

/** get_email_campaign: the send's counts from the outbox; `done` once no message waits for its first try. */
export type ServerCampaign = {
  id: string;
  kind: 'CUSTOM' | 'MATCH_FIELD' | 'WEEKLY_LEADERS';
  subject: string | null;
  created_at: string;
  total: number;
  sent: number;
  failed: number;
  retrying: number;
  waiting: number;
  done: boolean;
  results: ServerResult[];
};

/** `note` says more about a success (queued for a retry because the mail server was busy). */
export type SendResult = { email: string; name: string; ok: boolean; error: string | null; note: string | null };

export type CampaignProgress = { done: number; total: number; sent: number; failed: number };

export function progressOf(campaign: ServerCampaign): CampaignProgress {
  return { done: campaign.total - campaign.waiting, total: campaign.total, sent: campaign.sent, failed: campaign.failed };
}

/** One line per address: sent, failed with the server's error, or queued for a retry (not a failure: it will go). */
export function resultsOf(campaign: ServerCampaign): SendResult[] {
  return campaign.results
    .filter((result) => result.status !== 'PENDING' || result.attempts > 0)
    .map((result) => ({
      email: result.email,
      name: result.name,
      ok: result.status !== 'FAILED',
      error: result.status === 'FAILED' ? (result.error ?? 'Failed') : null,
      note: result.status === 'PENDING' ? `Queued; the mail server will be retried${result.error ? ` (${result.error})` : ''}` : null,
    }));
}

const SENT_AT = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' });

/** What the results are of: the subject (or the weekly leaders) and when it was sent, in the viewer's zone, named. */
export function campaignLabel(campaign: Pick<ServerCampaign, 'kind' | 'subject' | 'created_at'>): string {
  const what = campaign.kind === 'WEEKLY_LEADERS' ? 'Weekly leaders' : `“${campaign.subject ?? ''}”`;
  return `${what} · ${SENT_AT.format(new Date(campaign.created_at))}`;
}

/** The spec's closing toast text. */
export function completionText(campaign: ServerCampaign): string {
  return `Email campaign complete: ${campaign.total - campaign.failed} sent, ${campaign.failed} failed`;
}
