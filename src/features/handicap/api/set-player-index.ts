import { useMutation } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { z } from 'zod';
import { fromJson } from '@/lib/database';
import type { IndexSource } from '@/lib/index-source';
import { supabase, unwrap } from '@/lib/supabase';

export type StartingIndexSource = Exclude<IndexSource, 'LEAGUE'>;

export const INDEX_RANGE_MESSAGE = 'Index must be a number between -10.0 and 54.0 with at most one decimal (a plus index is negative)';

/** The Set Index form: text fields parsed on submit (the server holds the same rule). */
export const startingIndexSchema = z.object({
  index: z
    .string()
    .trim()
    .refine((text) => /^-?\d{1,2}(\.\d)?$/.test(text) && Number(text) >= -10 && Number(text) <= 54, INDEX_RANGE_MESSAGE),
  source: z.enum(['PROVISIONAL', 'MANUAL']),
});

export type StartingIndexValues = z.infer<typeof startingIndexSchema>;

export async function setPlayerIndex({ playerId, index, source }: StartingIndexValues & { playerId: string }) {
  return fromJson<{ league_index: number; index_source: StartingIndexSource }>(
    unwrap(await supabase.rpc('set_player_index', { p_player_id: playerId, p_index: Number(index), p_source: source })),
  );
}

/** `onSaved` lets the page refresh the player's profile and the rosters (another feature's data). */
export function useSetPlayerIndex({ onSaved }: { onSaved?: () => unknown } = {}) {
  return useMutation({
    mutationFn: setPlayerIndex,
    meta: { errorMessage: 'Failed to set the index' },
    onSuccess: async (saved) => {
      toast.success(`${saved.index_source === 'PROVISIONAL' ? 'Provisional' : 'Manual'} index ${Number(saved.league_index).toFixed(1)} set`);
      await onSaved?.();
    },
  });
}
