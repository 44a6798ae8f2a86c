import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { playerFieldsSchema } from '@/lib/player-fields';
import { fromJson } from '@/lib/database';
import { supabase, unwrap } from '@/lib/supabase';

/** Sign-up (spec §5): the player's fields plus consent. */
export const signupSchema = playerFieldsSchema.extend({
  consent: z.boolean().refine((agreed) => agreed, 'You must agree to the League Rules & Privacy Policy'),
  /** The leagues the newcomer asks to join (a club of several leagues asks; a club of one does not). */
  leagueIds: z.array(z.string()),
});

export type SignupValues = z.infer<typeof signupSchema>;

/** In a club of several leagues the newcomer picks at least one to play in. */
export const signupSchemaFor = (activeLeagueCount: number) =>
  activeLeagueCount > 1
    ? signupSchema.extend({ leagueIds: z.array(z.string()).min(1, 'Choose at least one league to play in') })
    : signupSchema;

export type Registration = { playerId: string; token: string };

export async function registerPlayer({ name, nickname, email, ghin, consent, leagueIds }: SignupValues): Promise<Registration> {
  const result = fromJson<{ player_id: string; token: string }>(
    unwrap(
      await supabase.rpc('register_player', {
        p_name: name,
        p_nickname: nickname === '' ? null : nickname,
        p_email: email,
        p_ghin: ghin,
        p_consent: consent,
        ...(leagueIds.length > 0 ? { p_league_ids: leagueIds } : {}),
      }),
    ),
  );
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
