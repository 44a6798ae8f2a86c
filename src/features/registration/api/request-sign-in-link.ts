import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { supabase, unwrap } from '@/lib/supabase';

export const signInLinkSchema = z.object({
  email: z.string().trim().toLowerCase().min(1, 'Email is required').regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'Please enter a valid email address'),
});

export type SignInLinkValues = z.infer<typeof signInLinkSchema>;

/** Always succeeds for a well-formed address: the server never reveals who is a member. */
export async function requestSignInLink({ email }: SignInLinkValues) {
  unwrap(await supabase.rpc('request_sign_in_link', { p_email: email }));
}

export const useRequestSignInLink = () =>
  useMutation({ mutationFn: requestSignInLink, meta: { errorMessage: 'Failed to request a sign-in link' } });
