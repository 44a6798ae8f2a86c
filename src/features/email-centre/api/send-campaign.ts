import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { runCampaign, type CampaignProgress, type Recipient, type SendResult } from '../lib/campaign';
import { invokeFunction } from './invoke-function';

export type EmailMessage = { to: string; subject: string; htmlBody: string };

/** One e-mail through the send-email edge function. */
export async function sendEmail(message: EmailMessage): Promise<void> {
  await invokeFunction('send-email', message);
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
      runCampaign({ recipients, onProgress, send: (recipient) => sendEmail({ to: recipient.email, subject, htmlBody }) }),
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
