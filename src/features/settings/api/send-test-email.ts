import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { invokeFunction } from './invoke-function';

export const TEST_EMAIL_SUBJECT = 'Test e-mail from Fairway League';
const TEST_EMAIL_HTML =
  '<p>This is a test e-mail from your Fairway League settings.</p><p>If you can read this, e-mail delivery works.</p>';

/** Sends one test message through the send-email edge function. */
export async function sendTestEmail(to: string): Promise<void> {
  await invokeFunction('send-email', { to, subject: TEST_EMAIL_SUBJECT, htmlBody: TEST_EMAIL_HTML });
}

export function useSendTestEmail() {
  return useMutation({
    mutationFn: sendTestEmail,
    meta: { errorMessage: 'Failed to send email' },
    onSuccess: (_data, to) => toast.success(`Test e-mail sent to ${to}`),
  });
}
