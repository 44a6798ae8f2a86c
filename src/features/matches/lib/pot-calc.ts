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
