import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { supabase, unwrap } from '@/lib/supabase';

/**
 * The mailer's rule (supabase/functions/_shared/validate.ts; private.is_valid_email in the database):
 * local@domain.tld without whitespace, @ , ; < > " ( ) [ ] or \, at most 254 characters. The sign-in
 * link form uses it too.
 */
export const EMAIL_FORMAT = /^[^\s@,;<>"()[\]\\]+@[^\s@,;<>"()[\]\\]+\.[^\s@,;<>"()[\]\\]+$/;

/**
 * Sign-up (spec §5). The profile edit form in the players feature states the same field rules;
 * features do not import each other.
 */
export const signupSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(100, 'Name must be 100 characters or less'),
  nickname: z
    .string()
    .trim()
    .refine((value) => value === '' || (value.length >= 2 && value.length <= 30), 'Nickname must be 2-30 characters'),
  email: z
    .string()
    .trim()
    .toLowerCase()
    .min(1, 'Email is required')
    .max(254, 'Please enter a valid email address')
    .regex(EMAIL_FORMAT, 'Please enter a valid email address'),
  ghin: z.string().trim().min(1, 'GHIN is required').regex(/^\d{6,10}$/, 'GHIN must be 6-10 digits'),
  consent: z.boolean().refine((agreed) => agreed, 'You must agree to the League Rules & Privacy Policy'),
});

export type SignupValues = z.infer<typeof signupSchema>;

export type Registration = { playerId: string; token: string };

export async function registerPlayer({ name, nickname, email, ghin, consent }: SignupValues): Promise<Registration> {
  const result = unwrap(
    await supabase.rpc('register_player', {
      p_name: name,
      p_nickname: nickname === '' ? null : nickname,
      p_email: email,
      p_ghin: ghin,
      p_consent: consent,
    }),
  ) as { player_id: string; token: string };
  return { playerId: result.player_id, token: result.token };
}

/** Which field a unique violation (23505) belongs to, from the constraint name in the message. */
export function duplicateSignupField(error: unknown): 'email' | 'ghin' | null {
  if (!(error instanceof Error) || (error as Error & { code?: string }).code !== '23505') return null;
  if (error.message.includes('players_email_key')) return 'email';
  if (error.message.includes('players_ghin_key')) return 'ghin';
  return null;
}

export const DUPLICATE_SIGNUP_MESSAGES = {
  email: 'This email is already registered.',
  ghin: 'This GHIN is already registered.',
} as const;

/** The form reports every failure itself (field messages or its own toast). */
export const useRegisterPlayer = () => useMutation({ mutationFn: registerPlayer, meta: { silentError: true } });
