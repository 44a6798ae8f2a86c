import type { PotCalc } from '@/domain/pots';

/** How a game's pot is funded (DESIGN rule 4), in words for the screens. */
export const POT_CALC_LABEL: Record<PotCalc, string> = {
  PER_ENTRY: 'Optional — each player who opts in pays',
  PER_PLAYER: 'Every player pays',
  FLAT: 'League-funded pot',
};

export const POT_CALC_SHORT: Record<PotCalc, string> = {
  PER_ENTRY: 'Per entry',
  PER_PLAYER: 'Per player',
  FLAT: 'Flat',
};

export const POT_CALCS: readonly PotCalc[] = ['PER_ENTRY', 'PER_PLAYER', 'FLAT'];

/** Options of the per-game pot select. */
export const POT_CALC_OPTION: Record<PotCalc, string> = {
  PER_ENTRY: 'Per entry (optional)',
  PER_PLAYER: 'Per player (all pay)',
  FLAT: 'Flat (league-funded)',
};
