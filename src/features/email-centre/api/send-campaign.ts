import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { runCampaign, type CampaignProgress, type Recipient, type SendResult } from '../lib/campaign';
import { invokeFunction } from '@/lib/invoke-function';

/** `audience: 'active-players'`: send-email refuses (400) an address that is not an ACTIVE player's now. */
export type EmailMessage = { to: string; subject: string; htmlBody: string; audience: 'active-players' };

/** send-email's answer: 200 SENT, 202 PENDING (queued for retry, must not be sent again). */
type SendOutcome = { id: string | null; status: 'SENT' | 'PENDING' | 'FAILED' | 'SKIPPED'; error?: string } | null;

/**
 * One e-mail through the send-email edge function (it wraps the body in the branded layout).
 * Resolves to a note when the message was queued rather than delivered; throws when refused.
 */
export async function sendEmail(message: EmailMessage): Promise<string | null> {
  const outcome = await invokeFunction<SendOutcome>('send-email', message);
  if (outcome?.status === 'FAILED' || outcome?.status === 'SKIPPED') throw new Error(outcome.error ?? `E-mail ${outcome.status.toLowerCase()}`);
  if (outcome?.status === 'PENDING') return `Queued; the mail server will be retried${outcome.error ? ` (${outcome.error})` : ''}`;
  return null;
}

export type SendCampaignInput = {
  recipients: Recipient[];
  subject: string;
  htmlBody: string;
  onProgress: (progress: CampaignProgress) => void;
};

/** The whole campaign: one request per recipient, 100 ms apart; per-address failures are results. */
export function useSendCampaign() {
  return useMutation({
    mutationFn: ({ recipients, subject, htmlBody, onProgress }: SendCampaignInput): Promise<SendResult[]> =>
      runCampaign({ recipients, onProgress, send: (recipient) => sendEmail({ to: recipient.email, subject, htmlBody, audience: 'active-players' }) }),
    meta: { errorMessage: 'Failed to send email' },
    onSuccess: (results) => {
      const sent = results.filter((result) => result.ok).length;
      const failed = results.length - sent;
      const text = `Email campaign complete: ${sent} sent, ${failed} failed`;
      if (failed === 0) toast.success(text);
      else toast.warning(text);
    },
  });
}
