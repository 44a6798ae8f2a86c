import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { emailField } from '@/lib/player-fields';
import { supabase } from '@/lib/supabase';

export const signInLinkSchema = z.object({ email: emailField });

export type SignInLinkValues = z.infer<typeof signInLinkSchema>;

/**
 * Through the send-sign-in-link edge function, the only way to a sign-in link: it applies the limits
 * (per address and per client), queues the one-hour link for a member and delivers the e-mail at once.
 * The answer is the same for members and strangers; only a malformed address or too many requests (429) fail.
 */
export async function requestSignInLink({ email }: SignInLinkValues) {
  const { error } = await supabase.functions.invoke('send-sign-in-link', { body: { email } });
  if (!error) return;
  const context: unknown = (error as { context?: unknown }).context;
  const body = context instanceof Response ? ((await context.json().catch(() => null)) as { error?: string } | null) : null;
  throw new Error(body?.error ?? error.message);
}

export const useRequestSignInLink = () =>
  useMutation({ mutationFn: requestSignInLink, meta: { errorMessage: 'Failed to request a sign-in link' } });
