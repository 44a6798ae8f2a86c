// Bulk e-mail rules (spec §5, §7, §9): at most 200 recipients, one request per recipient, one after
// another, 100 ms apart; failures are collected per address and never stop the run.

export const MAX_RECIPIENTS = 200;
export const SEND_PAUSE_MS = 100;

export const CAMPAIGN_MESSAGES = {
  disabled: 'Email notifications are disabled. Enable them in settings first.',
  noRecipients: 'Please select at least one recipient',
  tooMany: 'Maximum 200 recipients allowed per send',
  noSubject: 'Please enter a subject',
  noMessage: 'Please enter a message',
} as const;

export type Recipient = { id: string; name: string; email: string };

/** A page of the e-mail centre's audience: `limit` null = every ACTIVE player matching `search`. */
export type RecipientQuery = { search: string; limit: number | null; offset: number };
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

/** `note` says more about a success (e.g. queued for a retry because the mail server was busy). */
export type SendResult = { email: string; name: string; ok: boolean; error: string | null; note: string | null };

export type CampaignProgress = { done: number; total: number; sent: number; failed: number; current: Recipient | null; results: SendResult[] };

export type RunCampaignInput = {
  recipients: readonly Recipient[];
  /** Sends one message; throws with a readable message on failure; may resolve to a note. */
  send: (recipient: Recipient) => Promise<string | null | void>;
  onProgress: (progress: CampaignProgress) => void;
  pauseMs?: number;
  sleep?: (ms: number) => Promise<void>;
};

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Sends to each recipient in turn, reporting progress before and after each one. */
export async function runCampaign({ recipients, send, onProgress, pauseMs = SEND_PAUSE_MS, sleep = wait }: RunCampaignInput): Promise<SendResult[]> {
  const results: SendResult[] = [];
  let sent = 0;
  let failed = 0;
  const total = recipients.length;
  for (const [index, recipient] of recipients.entries()) {
    if (index > 0) await sleep(pauseMs);
    onProgress({ done: index, total, sent, failed, current: recipient, results: [...results] });
    try {
      const note = await send(recipient);
      sent += 1;
      results.push({ email: recipient.email, name: recipient.name, ok: true, error: null, note: note ?? null });
    } catch (error) {
      failed += 1;
      results.push({ email: recipient.email, name: recipient.name, ok: false, error: error instanceof Error ? error.message : String(error), note: null });
    }
  }
  onProgress({ done: total, total, sent, failed, current: null, results: [...results] });
  return results;
}
