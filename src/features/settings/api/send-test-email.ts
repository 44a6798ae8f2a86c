import { useMutation } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { invokeFunction } from '@/lib/invoke-function';

export const TEST_EMAIL_SUBJECT = 'Test e-mail from Fairway League';
const TEST_EMAIL_HTML = '<p>This is a test e-mail from your Fairway League settings.</p><p>If you can read this, e-mail delivery works.</p>';

type SendOutcome = { status: 'SENT' | 'PENDING' | 'FAILED' | 'SKIPPED'; error?: string } | null;

/** Sends one test message through the send-email edge function; true when delivered, false when queued. */
export async function sendTestEmail(to: string): Promise<boolean> {
  const outcome = await invokeFunction<SendOutcome>('send-email', { to, subject: TEST_EMAIL_SUBJECT, htmlBody: TEST_EMAIL_HTML });
  if (outcome?.status === 'FAILED' || outcome?.status === 'SKIPPED') throw new Error(outcome.error ?? 'The message was not sent');
  return outcome?.status !== 'PENDING';
}

export function useSendTestEmail() {
  return useMutation({
    mutationFn: sendTestEmail,
    meta: { errorMessage: 'Failed to send email' },
    onSuccess: (delivered, to) =>
      delivered ? toast.success(`Test e-mail sent to ${to}`) : toast.info(`Test e-mail to ${to} is queued; the mail server will be retried`),
  });
}
