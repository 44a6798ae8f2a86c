import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase, unwrap } from '@/lib/supabase';
import { scorecardKeys } from './keys';

/** A match whose card the player has finished (all 18 holes saved) but not attested yet. */
export type CardToAttest = { match_id: string; name: string; date: string };

const HOLES =
  'match_id, hole_1, hole_2, hole_3, hole_4, hole_5, hole_6, hole_7, hole_8, hole_9, hole_10, hole_11, hole_12, hole_13, hole_14, hole_15, hole_16, hole_17, hole_18' as const;

/** True when every one of the card's 18 holes has a saved score (the server's rule for attesting). */
export function isCardComplete(card: Record<string, unknown>): boolean {
  return Array.from({ length: 18 }, (_, i) => card[`hole_${i + 1}`]).every((strokes) => strokes !== null && strokes !== undefined);
}

/**
 * The player's cards still to attest (DESIGN rule 16): complete, not attested, of a match neither final
 * nor called off — the round is over for them, and until they attest only they (or their marker) can
 * still change it. Scorecards and matches are readable by anyone (RLS), so two plain reads.
 */
export async function getCardsToAttest(playerId: string): Promise<CardToAttest[]> {
  const cards = unwrap(await supabase.from('scorecards').select(HOLES).eq('player_id', playerId).is('attested_at', null));
  const matchIds = cards.filter(isCardComplete).map((card) => card.match_id);
  if (matchIds.length === 0) return [];
  const matches = unwrap(
    await supabase.from('matches').select('id, name, date').in('id', matchIds).eq('is_final', false).is('cancelled_at', null).order('date'),
  );
  return matches.map((match) => ({ match_id: match.id, name: match.name, date: match.date }));
}

export const cardsToAttestQueryOptions = (playerId: string) =>
  queryOptions({ queryKey: scorecardKeys.toAttest(playerId), queryFn: () => getCardsToAttest(playerId) });

export const useCardsToAttest = (playerId: string | null) =>
  useQuery({ ...cardsToAttestQueryOptions(playerId ?? ''), enabled: playerId !== null });
