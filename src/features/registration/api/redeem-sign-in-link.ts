import { useMutation } from '@tanstack/react-query';
import { savePlayerSession } from '@/lib/session';
import { fromJson } from '@/lib/database';
import { supabase, unwrap } from '@/lib/supabase';

/** Trades a one-time e-mailed token for a player session and remembers it in this browser. */
export async function redeemSignInLink(token: string): Promise<string> {
  const session = fromJson<{ player_id: string; token: string }>(unwrap(await supabase.rpc('redeem_sign_in_link', { p_token: token })));
  savePlayerSession({ playerId: session.player_id, token: session.token });
  return session.player_id;
}

/** The page shows the invalid-link message itself. */
export const useRedeemSignInLink = () => useMutation({ mutationFn: redeemSignInLink, meta: { silentError: true } });
