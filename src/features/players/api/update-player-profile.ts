import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { playerFieldsSchema } from '@/lib/player-fields';
import { fromJson } from '@/lib/database';
import { supabase, unwrap } from '@/lib/supabase';
import { playerKeys } from '@/api/players/keys';

/** The profile fields with the spec's messages (§5), the same rules as sign-up. */
export const profileSchema = playerFieldsSchema;

export type ProfileValues = z.infer<typeof profileSchema>;

export type UpdateProfileInput = ProfileValues & { playerId: string };

/**
 * Saves the profile. A changed e-mail is not saved yet: the answer's pending_email is the address a
 * confirmation link went to (the change happens when it is opened); null when the e-mail is unchanged.
 */
export async function updatePlayerProfile({ playerId, name, nickname, email, ghin }: UpdateProfileInput) {
  return fromJson<{ pending_email: string | null }>(unwrap(
    await supabase.rpc('update_player_profile', {
      p_player_id: playerId,
      p_name: name,
      p_nickname: nickname === '' ? null : nickname,
      p_email: email,
      p_ghin: ghin,
    }),
  ));
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
