import { parseAllowanceByGame } from '@/domain/engine-input';
import type { HandicapMethod } from '@/domain/handicap';
import type { GameCode } from '@/domain/types';
import type { PublicSettings } from './get-public-settings';

/** The league's index method (setting handicapMethod; TABLE until an admin chooses WHS). */
export function handicapMethodOf(settings: Pick<PublicSettings, 'extra'> | undefined): HandicapMethod {
  return settings?.extra.handicapMethod === 'WHS' ? 'WHS' : 'TABLE';
}

/** The allowance per game (setting allowanceByGame); a game not listed plays the league-wide allowance. */
export function allowanceByGameOf(settings: Pick<PublicSettings, 'extra'> | undefined): Partial<Record<GameCode, number>> {
  return parseAllowanceByGame(settings?.extra.allowanceByGame);
}
