import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { supabase, unwrap } from '@/lib/supabase';
import { playerKeys } from './keys';

/**
 * The mailer's rule (supabase/functions/_shared/validate.ts; private.is_valid_email in the database):
 * local@domain.tld without whitespace, @ , ; < > " ( ) [ ] or \, at most 254 characters.
 */
const EMAIL_FORMAT = /^[^\s@,;<>"()[\]\\]+@[^\s@,;<>"()[\]\\]+\.[^\s@,;<>"()[\]\\]+$/;

/**
 * The profile fields with the spec's messages (§5). Sign-up validates the same rules in the
 * registration feature; features do not import each other, so the rules are stated there too.
 */
export const profileSchema = z.object({
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
});

export type ProfileValues = z.infer<typeof profileSchema>;

export type UpdateProfileInput = ProfileValues & { playerId: string };

export async function updatePlayerProfile({ playerId, name, nickname, email, ghin }: UpdateProfileInput) {
  return unwrap(
    await supabase.rpc('update_player_profile', {
      p_player_id: playerId,
      p_name: name,
      p_nickname: nickname === '' ? null : nickname,
      p_email: email,
      p_ghin: ghin,
    }),
  );
}

/** Which field a unique violation (23505) belongs to, from the constraint name in the message. */
export function duplicateProfileField(error: unknown): 'email' | 'ghin' | null {
  if (!(error instanceof Error) || (error as Error & { code?: string }).code !== '23505') return null;
  if (error.message.includes('players_email_key')) return 'email';
  if (error.message.includes('players_ghin_key')) return 'ghin';
  return null;
}

export const DUPLICATE_PROFILE_MESSAGES = {
  email: 'This email is already registered to another player.',
  ghin: 'This GHIN is already registered to another player.',
} as const;

/** The edit form shows every failure itself (field messages or a form alert): no central toast. */
export function useUpdatePlayerProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePlayerProfile,
    meta: { silentError: true },
    onSuccess: (_data, { playerId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: playerKeys.detail(playerId) }),
        queryClient.invalidateQueries({ queryKey: playerKeys.lists() }),
      ]),
  });
}
