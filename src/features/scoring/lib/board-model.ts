/**
 * What the live board shows, derived from the engine's MatchScore (scoreMatch). Every rule that decides
 * a winner or money stays in src/domain: the board reads the engine's per-hole skins, its Nassau parts
 * and its payouts, and only adds views of them (thru, to par, leaders of a part still in play).
 */
import { NASSAU_PARTS } from '@/domain/games/nassau';
import { rankCompetition } from '@/domain/ranking';
import { HOLE_COUNT } from '@/domain/scorecard';
import { pointsForHole } from '@/domain/stableford';
import type { GameCode, MatchScore, ScoredGame, ScoredPlayer, SkinsHole } from '@/domain/types';

export type BoardTabId = 'stableford' | 'SKINS_GROSS' | 'SKINS_NET' | 'NASSAU' | 'MATCH_PLAY' | 'FOUR_BALL' | 'TEAM_NASSAU' | 'stroke' | 'money';

export type BoardTab = { id: BoardTabId; label: string };

const GAME_TABS: readonly { code: GameCode; tab: BoardTab }[] = [
  { code: 'SKINS_GROSS', tab: { id: 'SKINS_GROSS', label: 'Skins (gross)' } },
  { code: 'SKINS_NET', tab: { id: 'SKINS_NET', label: 'Skins (net)' } },
  { code: 'NASSAU', tab: { id: 'NASSAU', label: 'Nassau' } },
  { code: 'MATCH_PLAY', tab: { id: 'MATCH_PLAY', label: 'Match play' } },
  { code: 'FOUR_BALL', tab: { id: 'FOUR_BALL', label: 'Four-ball' } },
  { code: 'TEAM_NASSAU', tab: { id: 'TEAM_NASSAU', label: '2-man Nassau' } },
];

/**
 * The board's tabs for the games the match plays: the Stableford leaderboard always (the league's
 * board), each skins game and the Nassau when played, stroke play, and the money when any game has a pot.
 */
export function boardTabs(score: MatchScore): BoardTab[] {
  const codes = new Set(score.games.map((game) => game.code));
  const tabs: BoardTab[] = [{ id: 'stableford', label: 'Stableford' }];
  for (const { code, tab } of GAME_TABS) if (codes.has(code)) tabs.push(tab);
  tabs.push({ id: 'stroke', label: 'Stroke play' });
  if (score.games.length > 0) tabs.push({ id: 'money', label: 'Money' });
  return tabs;
}

/** 'F' once all 18 holes have a score, else the number of holes played. */
export const thruLabel = (holesPlayed: number): string => (holesPlayed >= HOLE_COUNT ? 'F' : String(holesPlayed));

/** Strokes relative to par as golfers write it: E, +3, −2. */
export function formatToPar(toPar: number): string {
  if (toPar === 0) return 'E';
  return toPar > 0 ? `+${toPar}` : `−${-toPar}`;
}

const gameOf = (score: MatchScore, code: GameCode): ScoredGame | undefined => score.games.find((game) => game.code === code);

/** One game's payout per player, from the board's payouts: the engine's while open, the stored ones once final. */
function payoutsOf(payouts: readonly Payout[], code: GameCode): Map<string, number> {
  return new Map(payouts.filter((payout) => payout.gameCode === code).map((payout) => [payout.playerId, payout.payoutCents]));
}

// ---------- Stableford ----------

export type StablefordBasis = 'net' | 'gross';

export type StablefordRow = {
  playerId: string;
  rank: number;
  holesPlayed: number;
  netPoints: number;
  grossPoints: number;
  /** The STB_V2 game's payout; null when the match does not play it or the player is not in it. */
  payoutCents: number | null;
};

/** Gross Stableford points: the league's one points table applied to the gross score. */
export function grossStablefordPoints(player: ScoredPlayer, pars: readonly number[], score: Pick<MatchScore, 'stablefordTable'>): number {
  return player.gross.reduce<number>((sum, gross, i) => sum + pointsForHole(gross, pars[i] ?? 0, score.stablefordTable), 0);
}

/** Everyone ranked by net (the engine's points) or gross Stableford points, high first. */
export function stablefordRows(score: MatchScore, pars: readonly number[], basis: StablefordBasis, payouts: readonly Payout[]): StablefordRow[] {
  const won = payoutsOf(payouts, 'STB_V2');
  const rows = score.players.map((player) => ({
    id: player.id,
    holesPlayed: player.holesPlayed,
    netPoints: player.stablefordPoints,
    grossPoints: grossStablefordPoints(player, pars, score),
  }));
  return rankCompetition(rows, (row) => (basis === 'net' ? row.netPoints : row.grossPoints), 'higher').map(({ item, position }) => ({
    playerId: item.id,
    rank: position,
    holesPlayed: item.holesPlayed,
    netPoints: item.netPoints,
    grossPoints: item.grossPoints,
    payoutCents: won.get(item.id) ?? null,
  }));
}

// ---------- stroke play ----------

export type StrokeRow = {
  playerId: string;
  /** Null until the player has a score. */
  rank: number | null;
  holesPlayed: number;
  gross: number;
  net: number;
  /** Over the holes played. */
  grossToPar: number;
  netToPar: number;
  payoutCents: number | null;
};

/** Par of the holes a player has a score on. */
function parPlayed(player: ScoredPlayer, pars: readonly number[]): number {
  return player.gross.reduce<number>((sum, gross, i) => (gross === null ? sum : sum + (pars[i] ?? 0)), 0);
}

/**
 * Stroke play, low first by net (or gross) to par over the holes played, so players on different holes
 * compare; the STROKE_PLAY payout (complete cards only) beside it.
 */
export function strokeRows(score: MatchScore, pars: readonly number[], basis: StablefordBasis, payouts: readonly Payout[]): StrokeRow[] {
  const won = payoutsOf(payouts, 'STROKE_PLAY');
  const rows = score.players.map((player) => {
    const par = parPlayed(player, pars);
    return { id: player.id, player, grossToPar: player.grossTotal - par, netToPar: player.netTotal - par };
  });
  const started = rows.filter((row) => row.player.holesPlayed > 0);
  const ranked = rankCompetition(started, (row) => (basis === 'net' ? row.netToPar : row.grossToPar), 'lower');
  const notStarted = rows.filter((row) => row.player.holesPlayed === 0);
  return [...ranked.map(({ item, position }) => ({ item, rank: position as number | null })), ...notStarted.map((item) => ({ item, rank: null }))].map(
    ({ item, rank }) => ({
      playerId: item.id,
      rank,
      holesPlayed: item.player.holesPlayed,
      gross: item.player.grossTotal,
      net: item.player.netTotal,
      grossToPar: item.grossToPar,
      netToPar: item.netToPar,
      payoutCents: won.get(item.id) ?? null,
    }),
  );
}

// ---------- skins ----------

export type SkinsHoleView = SkinsHole & {
  /** Players of the game with a score on this hole, of `fieldSize`. */
  scored: number;
  fieldSize: number;
  /**
   * Live only: the engine has a low score on this hole but players who could still tie it have not played it,
   * so it is not won yet (shown as a lead, paid nothing until the last of them has a score).
   */
  pending: boolean;
};

export type SkinsPlayerRow = { playerId: string; skinsWon: number; holesWon: number[]; payoutCents: number };

export type SkinsBoard = {
  basis: 'gross' | 'net';
  potCents: number;
  /** What each skin is worth if the round ended now (the engine: pot ÷ skins won, floored). */
  centsPerSkin: number;
  holes: SkinsHoleView[];
  /**
   * The carry-over pot: skins riding on `intoHole` because the holes before it were tied; `intoHole`
   * null when the last hole was tied too (those skins are not awarded).
   */
  carry: { skins: number; fromHoles: number[]; intoHole: number | null };
  /** Most skins first. */
  players: SkinsPlayerRow[];
};

/** The engine's skins holes with how much of the game's field has played each; `live`: a hole won while others have still to play it is pending. */
function skinsHoles(score: MatchScore, code: 'SKINS_GROSS' | 'SKINS_NET', live: boolean): SkinsHoleView[] | null {
  const game = gameOf(score, code);
  if (!game || game.explanation.kind !== 'skins') return null;
  const basis = game.explanation.basis;
  const field = score.players.filter((player) => game.results.some((result) => result.playerId === player.id));
  const scores = (player: ScoredPlayer) => (basis === 'gross' ? player.gross : player.net);
  return game.explanation.holes.map((hole) => {
    const scored = field.filter((player) => scores(player)[hole.hole - 1] != null).length;
    return { ...hole, scored, fieldSize: field.length, pending: live && hole.outcome === 'won' && scored < field.length };
  });
}

/**
 * Live skins money: only holes every player of the game has played are won (a player still to play a hole
 * could tie it); each skin is worth the pot ÷ the skins won so far, floored, as the engine prices them.
 */
function liveSkinsPayouts(score: MatchScore, code: 'SKINS_GROSS' | 'SKINS_NET'): Payout[] {
  const game = gameOf(score, code);
  const holes = skinsHoles(score, code, true);
  if (!game || !holes) return [];
  const skins = new Map<string, number>(game.results.map((result) => [result.playerId, 0]));
  for (const hole of holes) {
    if (hole.outcome === 'won' && !hole.pending && hole.winnerId) skins.set(hole.winnerId, (skins.get(hole.winnerId) ?? 0) + hole.skinsAtStake);
  }
  const total = [...skins.values()].reduce((sum, n) => sum + n, 0);
  const perSkin = total > 0 ? Math.floor(game.potCents / total) : 0;
  return [...skins].map(([playerId, won]) => ({ playerId, gameCode: code, payoutCents: perSkin * won }));
}

/** The engine's skins holes with how much of the field has played each, and the carry after the last hole played. */
export function skinsBoard(score: MatchScore, code: 'SKINS_GROSS' | 'SKINS_NET', payouts: readonly Payout[], live = false): SkinsBoard | null {
  const game = gameOf(score, code);
  const holes = skinsHoles(score, code, live);
  if (!game || !holes || game.explanation.kind !== 'skins') return null;
  const explanation = game.explanation;

  const lastPlayed = holes.findLastIndex((hole) => hole.outcome !== 'no scores');
  const last = holes[lastPlayed];
  let carry: SkinsBoard['carry'] = { skins: 0, fromHoles: [], intoHole: lastPlayed + 2 <= holes.length ? lastPlayed + 2 : null };
  if (last && last.outcome === 'tied') {
    const fromHoles = [...last.carriedFromHoles, last.hole];
    carry = { skins: fromHoles.length, fromHoles, intoHole: last.hole < holes.length ? last.hole + 1 : null };
  }

  const won = payoutsOf(payouts, code);
  // Live, a pending hole's skins are nobody's yet.
  const settled = holes.filter((hole) => hole.outcome === 'won' && !hole.pending);
  const players = game.results
    .filter((result) => result.explanation.kind === 'skins')
    .map((result) => {
      const mine = settled.filter((hole) => hole.winnerId === result.playerId);
      return {
        playerId: result.playerId,
        skinsWon: live ? mine.reduce((sum, hole) => sum + hole.skinsAtStake, 0) : result.skinsWon,
        holesWon: live ? mine.map((hole) => hole.hole) : result.explanation.kind === 'skins' ? result.explanation.skins.map((hole) => hole.hole) : [],
        payoutCents: won.get(result.playerId) ?? 0,
      };
    })
    .sort((a, b) => b.skinsWon - a.skinsWon || b.payoutCents - a.payoutCents);
  const settledSkins = settled.reduce((sum, hole) => sum + hole.skinsAtStake, 0);
  const centsPerSkin = live ? (settledSkins > 0 ? Math.floor(game.potCents / settledSkins) : 0) : explanation.centsPerSkin;
  return { basis: explanation.basis, potCents: game.potCents, centsPerSkin, holes, carry, players };
}

// ---------- Nassau ----------

export type NassauPartStatus = 'not started' | 'in play' | 'decided';

export type NassauPlayerRow = {
  playerId: string;
  /** Holes of the part with a score. */
  thru: number;
  /** Net to par over those holes; null before the first. */
  netToPar: number | null;
  complete: boolean;
};

export type NassauPartView = {
  part: 'front' | 'back' | 'overall';
  label: string;
  fromHole: number;
  toHole: number;
  potCents: number;
  status: NassauPartStatus;
  /** Decided: the engine's winners; in play: the players with the lowest net to par so far. */
  leaderIds: string[];
  leadToPar: number | null;
  /** Lowest net to par first; players who have not started the part last. */
  rows: NassauPlayerRow[];
};

/**
 * Front, back and overall: decided (the engine's winners) once every player of the game has a score on
 * each hole of the part or the match is final; else the leaders on net to par over the holes played.
 */
export function nassauBoard(score: MatchScore, pars: readonly number[], isFinal: boolean): NassauPartView[] | null {
  const game = gameOf(score, 'NASSAU');
  if (!game || game.explanation.kind !== 'nassau') return null;
  const field = score.players.filter((player) => game.results.some((result) => result.playerId === player.id));
  const engineParts = game.explanation.parts;

  return NASSAU_PARTS.map(({ part, label, fromHole, toHole }) => {
    const engine = engineParts.find((p) => p.part === part);
    const rows: NassauPlayerRow[] = field.map((player) => {
      let thru = 0;
      let toPar = 0;
      for (let hole = fromHole; hole <= toHole; hole++) {
        const net = player.net[hole - 1] ?? null;
        if (net === null) continue;
        thru += 1;
        toPar += net - (pars[hole - 1] ?? 0);
      }
      return { playerId: player.id, thru, netToPar: thru > 0 ? toPar : null, complete: thru === toHole - fromHole + 1 };
    });
    rows.sort((a, b) => (a.netToPar ?? Infinity) - (b.netToPar ?? Infinity) || b.thru - a.thru);
    const started = rows.filter((row) => row.netToPar !== null);
    const decided = field.length > 0 && (isFinal || rows.every((row) => row.complete));
    const status: NassauPartStatus = decided ? 'decided' : started.length === 0 ? 'not started' : 'in play';
    const leadToPar = status === 'decided' ? (rows.find((row) => engine?.winnerIds.includes(row.playerId))?.netToPar ?? null) : (started[0]?.netToPar ?? null);
    const leaderIds =
      status === 'decided' ? [...(engine?.winnerIds ?? [])] : status === 'in play' ? started.filter((row) => row.netToPar === leadToPar).map((row) => row.playerId) : [];
    return { part, label, fromHole, toHole, potCents: engine?.potCents ?? 0, status, leaderIds, leadToPar, rows };
  });
}

// ---------- money ----------

/** One payout of one player in one game: the engine's (provisional) or a stored result (final). */
export type Payout = { playerId: string; gameCode: GameCode; payoutCents: number };

export type MoneyRow = { playerId: string; byGame: Partial<Record<GameCode, number>>; totalCents: number };

/** The engine's payouts of every game: each player's money if the round ended now. */
export function enginePayouts(score: MatchScore): Payout[] {
  return score.games.flatMap((game) => game.results.map((result) => ({ playerId: result.playerId, gameCode: game.code, payoutCents: result.payoutCents })));
}

/**
 * The live board's money, agreeing with what its tabs say: the engine's payouts, except that a skin is paid
 * only once every player who could tie its hole has played it, and each Nassau part goes to the leaders its
 * tab names (tied leaders split the part, floored, as the engine splits a tie).
 */
export function livePayouts(score: MatchScore, pars: readonly number[]): Payout[] {
  const nassau = nassauBoard(score, pars, false);
  return score.games.flatMap((game): Payout[] => {
    if (game.code === 'SKINS_GROSS' || game.code === 'SKINS_NET') return liveSkinsPayouts(score, game.code);
    if (game.code === 'NASSAU' && nassau) {
      const cents = new Map<string, number>(game.results.map((result) => [result.playerId, 0]));
      for (const part of nassau) {
        if (part.leaderIds.length === 0) continue;
        const share = Math.floor(part.potCents / part.leaderIds.length);
        for (const id of part.leaderIds) cents.set(id, (cents.get(id) ?? 0) + share);
      }
      return [...cents].map(([playerId, payoutCents]) => ({ playerId, gameCode: game.code, payoutCents }));
    }
    return game.results.map((result) => ({ playerId: result.playerId, gameCode: game.code, payoutCents: result.payoutCents }));
  });
}

/** Per player, the payouts summed per game and in total; every player listed, most money first. */
export function moneyRows(playerIds: readonly string[], payouts: readonly Payout[]): MoneyRow[] {
  const rows = new Map<string, MoneyRow>(playerIds.map((id) => [id, { playerId: id, byGame: {}, totalCents: 0 }]));
  for (const { playerId, gameCode, payoutCents } of payouts) {
    const row = rows.get(playerId);
    if (!row) continue;
    row.byGame[gameCode] = (row.byGame[gameCode] ?? 0) + payoutCents;
    row.totalCents += payoutCents;
  }
  return [...rows.values()].sort((a, b) => b.totalCents - a.totalCents);
}

// ---------- filters ----------

/** Who the board shows: everyone, one group of the tee sheet, or one flight. */
export type BoardFilter = { kind: 'all' } | { kind: 'group'; groupId: string } | { kind: 'flight'; flight: string };

type SheetGroups = { groups: readonly { id: string; flight: string | null; players: readonly { player_id: string }[] }[] };

/** The players a filter keeps; null keeps everyone. */
export function filterPlayerIds(sheet: SheetGroups | null | undefined, filter: BoardFilter): ReadonlySet<string> | null {
  if (filter.kind === 'all' || !sheet) return null;
  const groups = sheet.groups.filter((group) => (filter.kind === 'group' ? group.id === filter.groupId : group.flight === filter.flight));
  return new Set(groups.flatMap((group) => group.players.map((player) => player.player_id)));
}

/** The distinct flights of the tee sheet, in order. */
export const sheetFlights = (sheet: SheetGroups | null | undefined): string[] =>
  [...new Set((sheet?.groups ?? []).flatMap((group) => (group.flight ? [group.flight] : [])))].sort();

/**
 * Names short enough for an 18-column grid: the first name where no one else in the field has it, else
 * the first name and the last name's initial, else the whole name.
 */
export function shortNames(names: ReadonlyMap<string, string>): Map<string, string> {
  const parts = new Map([...names].map(([id, name]) => [id, name.trim().split(/\s+/)] as const));
  const count = (key: (words: readonly string[]) => string) => {
    const seen = new Map<string, number>();
    for (const words of parts.values()) seen.set(key(words), (seen.get(key(words)) ?? 0) + 1);
    return seen;
  };
  const first = (words: readonly string[]) => words[0] ?? '';
  const initial = (words: readonly string[]) => (words.length > 1 ? `${first(words)} ${words[words.length - 1]?.[0] ?? ''}.` : first(words));
  const firsts = count(first);
  const initials = count(initial);
  return new Map(
    [...parts].map(([id, words]) => {
      if (firsts.get(first(words)) === 1) return [id, first(words)];
      if (initials.get(initial(words)) === 1) return [id, initial(words)];
      return [id, names.get(id) ?? ''];
    }),
  );
}

/** Hole scores entered so far over every card: the board announces an update only when this moves. */
export const scoresEntered = (score: MatchScore): number => score.players.reduce((sum, player) => sum + player.holesPlayed, 0);
