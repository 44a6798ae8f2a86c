/**
 * What the live board shows of the team games, read from the engine's explanations (every rule stays in
 * src/domain): each match's status with the sides' names ("Ann & Bob 2 UP thru 12", "Dormie", "Won 3 & 2"),
 * the four-ball team standings and the two-man Nassau parts per team.
 */
import { NASSAU_PARTS } from '@/domain/games/nassau';
import type { FourBallGameExplanation, MatchPlayGameExplanation, MatchPlayMatch, MatchScore, NassauPartName, TeamNassauGameExplanation } from '@/domain/types';
import type { Payout } from './board-model';
import { sideNameOf } from './explain-teams';

type Names = ReadonlyMap<string, string>;

export type MatchBadge = 'Not started' | 'In play' | 'Dormie' | 'Final' | 'Halved';

export type MatchView = {
  id: string;
  /** 'Final', 'Semifinal', … in a bracket; null in a round robin. */
  roundLabel: string | null;
  sides: [{ name: string; playerIds: string[] }, { name: string; playerIds: string[] }];
  /** 'Ann & Bob 2 UP thru 12', 'AS thru 7', 'Ann & Bob won 3 & 2', 'Halved', 'Cy & Dee won on countback (AS)'. */
  status: string;
  badge: MatchBadge;
  /** The side ahead or through (0 or 1), null when level. */
  leader: 0 | 1 | null;
};

const playerIdsOf = (match: MatchPlayMatch, side: 0 | 1) => match.sides[side].players.map((p) => p.playerId);

/** One match's line for the board, from the leader's view. */
export function matchView(match: MatchPlayMatch, names: Names): MatchView {
  const sides = [0, 1].map((i) => {
    const playerIds = playerIdsOf(match, i as 0 | 1);
    return { name: sideNameOf(names, playerIds), playerIds };
  }) as MatchView['sides'];
  const { status } = match;
  const leaderName = status.leader === null ? '' : sides[status.leader].name;
  const base = { id: match.id, roundLabel: match.round === null ? null : match.label, sides };
  switch (status.state) {
    case 'not started':
      return { ...base, status: 'Not started', badge: 'Not started', leader: null };
    case 'in progress':
      return { ...base, status: status.leader === null ? status.text : `${leaderName} ${status.text}`, badge: 'In play', leader: status.leader };
    case 'dormie':
      return { ...base, status: `${leaderName} ${status.up} UP thru ${status.thru}`, badge: 'Dormie', leader: status.leader };
    case 'won':
      return { ...base, status: `${leaderName} won ${status.text}`, badge: 'Final', leader: status.leader };
    case 'walkover':
      if (status.leader === null) return { ...base, status: 'No card on either side: both forfeit', badge: 'Final', leader: match.winner };
      return { ...base, status: `${leaderName} won W/O (no card from ${sides[status.leader === 0 ? 1 : 0].name})`, badge: 'Final', leader: status.leader };
    case 'halved': {
      if (match.winner === null) return { ...base, status: 'Halved', badge: 'Halved', leader: null };
      const how = match.decidedBy === 'countback' ? 'on countback' : 'as the better seed';
      return { ...base, status: `${sides[match.winner].name} won ${how} (AS)`, badge: 'Final', leader: match.winner };
    }
  }
}

export type MatchPlayBoard = {
  explanation: MatchPlayGameExplanation;
  matches: MatchView[];
  /** Standings in place order: the side's name, its players and its money (the partners' payouts added). */
  standings: { sideId: string; name: string; playerIds: string[]; place: number | null; tied: boolean; points: number | null; record: string; seed: number | null; moneyCents: number }[];
};

const payoutOf = (payouts: readonly Payout[], code: string, playerIds: readonly string[]) =>
  payouts.filter((p) => p.gameCode === code && playerIds.includes(p.playerId)).reduce((sum, p) => sum + p.payoutCents, 0);

export function matchPlayBoard(score: MatchScore, names: Names, payouts: readonly Payout[]): MatchPlayBoard | null {
  const game = score.games.find((g) => g.code === 'MATCH_PLAY');
  if (!game || game.explanation.kind !== 'matchplay') return null;
  const explanation = game.explanation;
  const sideById = new Map(explanation.sides.map((s) => [s.id, s]));
  return {
    explanation,
    matches: explanation.matches.map((m) => matchView(m, names)),
    standings: explanation.standings.map((s) => {
      const playerIds = sideById.get(s.sideId)?.playerIds ?? [];
      return {
        sideId: s.sideId,
        name: sideNameOf(names, playerIds),
        playerIds,
        place: s.money.position,
        tied: s.money.tiedWith.length > 0,
        points: s.points,
        record: `${s.wins}–${s.halves}–${s.losses}`,
        seed: s.seed,
        moneyCents: payoutOf(payouts, 'MATCH_PLAY', playerIds),
      };
    }),
  };
}

export type FourBallRow = {
  teamId: string;
  name: string;
  playerIds: string[];
  place: number | null;
  tied: boolean;
  /** Holes with a better ball. */
  thru: number;
  /** STABLEFORD: team points; STROKE: better-ball net to par over the holes with a score. */
  score: number;
  moneyCents: number;
};

export function fourBallBoard(
  score: MatchScore,
  pars: readonly number[],
  names: Names,
  payouts: readonly Payout[],
): { format: FourBallGameExplanation['format']; rows: FourBallRow[] } | null {
  const game = score.games.find((g) => g.code === 'FOUR_BALL');
  if (!game || game.explanation.kind !== 'fourball') return null;
  const { format, teams } = game.explanation;
  const rows = teams.map((team) => ({
    teamId: team.teamId,
    name: sideNameOf(names, team.playerIds),
    playerIds: team.playerIds,
    place: team.money.position,
    tied: team.money.tiedWith.length > 0,
    thru: team.holesWithScore,
    score:
      format === 'STABLEFORD'
        ? (team.total ?? 0)
        : team.holes.reduce((sum, h) => (h.score === null ? sum : sum + h.score - (pars[h.hole - 1] ?? 0)), 0),
    moneyCents: payoutOf(payouts, 'FOUR_BALL', team.playerIds),
  }));
  // Mid-round a stroke team is unranked until it has all 18: order everyone by to par so far.
  if (format === 'STROKE') rows.sort((a, b) => a.score - b.score || b.thru - a.thru || a.name.localeCompare(b.name));
  return { format, rows };
}

export type TeamNassauPartView = {
  part: NassauPartName;
  label: string;
  fromHole: number;
  toHole: number;
  potCents: number;
  status: 'not started' | 'in play' | 'decided';
  /** The winning teams once decided, else the teams leading on net to par so far. */
  leaderNames: string[];
  /** The leaders' better-ball net to par over the holes they played. */
  leadToPar: number | null;
  rows: { teamId: string; name: string; playerIds: string[]; thru: number; netToPar: number | null; complete: boolean; leads: boolean }[];
};

/** Each part: every team's better-ball net to par over the holes played, the leaders, or the winners once decided. */
export function teamNassauBoard(score: MatchScore, pars: readonly number[], names: Names, isFinal: boolean): TeamNassauPartView[] | null {
  const game = score.games.find((g) => g.code === 'TEAM_NASSAU');
  if (!game || game.explanation.kind !== 'teamnassau') return null;
  const explanation: TeamNassauGameExplanation = game.explanation;
  return NASSAU_PARTS.map(({ part, label, fromHole, toHole }) => {
    const engine = explanation.parts.find((p) => p.part === part);
    const rows = explanation.teams.map((team) => {
      let thru = 0;
      let toPar = 0;
      for (let hole = fromHole; hole <= toHole; hole++) {
        const net = team.betterBall[hole - 1] ?? null;
        if (net === null) continue;
        thru += 1;
        toPar += net - (pars[hole - 1] ?? 0);
      }
      return { teamId: team.id, name: sideNameOf(names, team.playerIds), playerIds: team.playerIds, thru, netToPar: thru > 0 ? toPar : null, complete: thru === toHole - fromHole + 1 };
    });
    rows.sort((a, b) => (a.netToPar ?? Infinity) - (b.netToPar ?? Infinity) || b.thru - a.thru);
    const started = rows.filter((r) => r.netToPar !== null);
    const decided = rows.length > 0 && (isFinal || rows.every((r) => r.complete));
    const status = decided ? 'decided' : started.length === 0 ? 'not started' : 'in play';
    const best = started[0]?.netToPar ?? null;
    const leaderIds = new Set(status === 'decided' ? (engine?.winnerTeamIds ?? []) : status === 'in play' ? started.filter((r) => r.netToPar === best).map((r) => r.teamId) : []);
    const leaders = rows.filter((r) => leaderIds.has(r.teamId));
    return {
      part,
      label,
      fromHole,
      toHole,
      potCents: engine?.potCents ?? 0,
      status,
      leaderNames: leaders.map((r) => r.name),
      leadToPar: leaders[0]?.netToPar ?? null,
      rows: rows.map((r) => ({ ...r, leads: leaderIds.has(r.teamId) })),
    };
  });
}
