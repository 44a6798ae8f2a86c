/**
 * Teams in the engine: which games are played by teams of two, the sides a game's field forms, a
 * side's better ball, and how a side's winnings are split between its players.
 */
import { compareIds } from './ranking';
import {
  FOUR_BALL_FORMATS,
  MATCH_PLAY_FORMATS,
  type FourBallFormat,
  type GameCode,
  type GameInput,
  type MatchPlayFormat,
  type ScoredPlayer,
  type TeamInput,
} from './types';

/** The games that need teams or a format set up (the catalog's requires_teams). */
export const TEAM_GAME_CODES: readonly GameCode[] = ['MATCH_PLAY', 'FOUR_BALL', 'TEAM_NASSAU'];

export const DEFAULT_MATCH_PLAY_FORMAT: MatchPlayFormat = 'PAIRS_ROUND_ROBIN';
export const DEFAULT_FOUR_BALL_FORMAT: FourBallFormat = 'STABLEFORD';

export const TEAM_PROBLEMS = {
  odd: 'Pairs games need an even number of players',
  twoTeams: 'A player can be in only one team',
  noTeam: 'Every player in a team game needs a team',
  teamSize: 'A team has exactly 2 players',
} as const;

export function isMatchPlayFormat(format: string): format is MatchPlayFormat {
  return (MATCH_PLAY_FORMATS as readonly string[]).includes(format);
}

export function isFourBallFormat(format: string): format is FourBallFormat {
  return (FOUR_BALL_FORMATS as readonly string[]).includes(format);
}

/** A Match Play game's format; no format means the default (validation refuses unknown ones). */
export function matchPlayFormatOf(format: string | null | undefined): MatchPlayFormat {
  return format && isMatchPlayFormat(format) ? format : DEFAULT_MATCH_PLAY_FORMAT;
}

export function fourBallFormatOf(format: string | null | undefined): FourBallFormat {
  return format && isFourBallFormat(format) ? format : DEFAULT_FOUR_BALL_FORMAT;
}

/** A format the game does not know, or null when it is fine (none given takes the default). */
export function unknownFormat(game: Pick<GameInput, 'code' | 'format'>): string | null {
  const { code, format } = game;
  if (format === null || format === undefined) return null;
  if (code === 'MATCH_PLAY') return isMatchPlayFormat(format) ? null : format;
  if (code === 'FOUR_BALL') return isFourBallFormat(format) ? null : format;
  return format;
}

/** Played by teams of two: FOUR_BALL, TEAM_NASSAU and pairs Match Play. */
export function playsInTeams(game: Pick<GameInput, 'code' | 'format'>): boolean {
  if (game.code === 'FOUR_BALL' || game.code === 'TEAM_NASSAU') return true;
  return game.code === 'MATCH_PLAY' && matchPlayFormatOf(game.format).startsWith('PAIRS');
}

/** A side's players' cards: one player (singles) or a team. */
export interface SideCards {
  id: string;
  /** Sorted by id. */
  playerIds: string[];
  players: ScoredPlayer[];
}

/**
 * The sides of a game's field, sorted by id. Teams keep only their players still in the field (a
 * disqualified partner leaves the other playing alone); a team with nobody left is out.
 */
export function sidesOf(field: readonly ScoredPlayer[], teams: readonly TeamInput[] | undefined, inTeams: boolean): SideCards[] {
  const byId = new Map(field.map((p) => [p.id, p]));
  if (!inTeams) {
    return [...field].sort((a, b) => compareIds(a.id, b.id)).map((p) => ({ id: p.id, playerIds: [p.id], players: [p] }));
  }
  const sides = (teams ?? []).flatMap((team) => {
    const players = team.playerIds.flatMap((id) => byId.get(id) ?? []).sort((a, b) => compareIds(a.id, b.id));
    return players.length === 0 ? [] : [{ id: team.id, playerIds: players.map((p) => p.id), players }];
  });
  const placed = new Set(sides.flatMap((s) => s.playerIds));
  const loose = field.find((p) => !placed.has(p.id));
  if (loose) throw new Error(TEAM_PROBLEMS.noTeam);
  return sides.sort((a, b) => compareIds(a.id, b.id));
}

/** The lowest of the partners' values on a hole, null when none of them has one. */
export function lowestOf(values: readonly (number | null)[]): number | null {
  const present = values.filter((v): v is number => v !== null);
  return present.length === 0 ? null : Math.min(...present);
}

/** The side's better-ball net per hole (its lowest net), null where no player of it has a score. */
export function betterBallNets(side: Pick<SideCards, 'players'>, holeCount: number): (number | null)[] {
  return Array.from({ length: holeCount }, (_, h) => lowestOf(side.players.map((p) => p.net[h] ?? null)));
}

/** Countback on net strokes: a hole without a score counts as a net double bogey (never an advantage). */
export function countbackNet(net: number | null, par: number): number {
  return net ?? par + 2;
}

/** A side's share split equally between its players, floored; the odd cent stays as remainder. */
export function splitBetweenPartners(sideShareCents: number, playerCount: number): { shareCents: number; splitRemainderCents: number } {
  if (playerCount <= 0) return { shareCents: 0, splitRemainderCents: sideShareCents };
  const shareCents = Math.floor(sideShareCents / playerCount);
  return { shareCents, splitRemainderCents: sideShareCents - shareCents * playerCount };
}

/** How a side is named for people: 'Ann & Bob' (a single player: their name). */
export function sideName(playerNames: readonly string[]): string {
  return playerNames.join(' & ');
}
