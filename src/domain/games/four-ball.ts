/**
 * FOUR_BALL better ball: per hole the team's best — the higher of the partners' Stableford points
 * (STABLEFORD) or the lower net (STROKE), at the game's allowance. Teams are placed on their total
 * like STB_V2 / STROKE_PLAY (STROKE ranks only teams with a better ball on every hole; STABLEFORD
 * counts a hole without a score as 0), ties per the league's rule (countback on the team's best per
 * hole), paid by place with the curves, each team's share split between its players.
 */
import { countbackSumsOf } from '../countback';
import { plural } from '../format';
import type { PayoutCurves } from '../payout-curves';
import { compareIds } from '../ranking';
import { betterBallNets, fourBallFormatOf, sidesOf, type SideCards } from '../teams';
import type { FieldGameScore, FourBallHole, FourBallTeam, GameCode, GameResult, PlaceTies, ScoredPlayer, SideTieBreak, TeamInput } from '../types';
import { sortResults } from './results-order';
import { payPlacedSides, rankBy, settleSideTies, sideMoneyText, UNPAID_SIDE } from './side-places';

export interface FourBallGameInput {
  code: GameCode;
  potCents: number;
  players: readonly ScoredPlayer[];
  holeCount: number;
  teams: readonly TeamInput[] | undefined;
  format: string | null | undefined;
  curves: PayoutCurves;
  placeTies: PlaceTies;
}

interface TeamCard extends SideCards {
  holes: FourBallHole[];
  total: number | null;
  holesWithScore: number;
}

function stablefordHoles(team: SideCards, holeCount: number): FourBallHole[] {
  return Array.from({ length: holeCount }, (_, h) => {
    const scored = team.players.filter((p) => (p.gross[h] ?? null) !== null);
    const best = Math.max(0, ...scored.map((p) => p.points[h] ?? 0));
    return { hole: h + 1, score: best, fromPlayerIds: scored.filter((p) => (p.points[h] ?? 0) === best).map((p) => p.id) };
  });
}

function strokeHoles(team: SideCards, holeCount: number): FourBallHole[] {
  const best = betterBallNets(team, holeCount);
  return best.map((score, h) => ({
    hole: h + 1,
    score,
    fromPlayerIds: score === null ? [] : team.players.filter((p) => (p.net[h] ?? null) === score).map((p) => p.id),
  }));
}

function tieBreakText(tieBreak: SideTieBreak | undefined): string {
  if (tieBreak === undefined) return '';
  return tieBreak.stillTied ? ' (level on countback)' : ' (on countback)';
}

export function scoreFourBallGame(input: FourBallGameInput): FieldGameScore {
  const { code, potCents, holeCount, curves, placeTies } = input;
  const format = fourBallFormatOf(input.format);
  const stableford = format === 'STABLEFORD';
  const teams: TeamCard[] = sidesOf(input.players, input.teams, true).map((team) => {
    const holes = stableford ? stablefordHoles(team, holeCount) : strokeHoles(team, holeCount);
    const complete = holes.every((h) => h.score !== null);
    const total = stableford || complete ? holes.reduce((sum, h) => sum + (h.score ?? 0), 0) : null;
    const holesWithScore = holes.filter((h) => h.fromPlayerIds.length > 0).length;
    return { ...team, holes, total, holesWithScore };
  });

  const contenders = teams.filter((t) => t.total !== null);
  const unranked = teams.filter((t) => t.total === null);
  const ranked = rankBy(contenders, (a, b) => (stableford ? (b.total ?? 0) - (a.total ?? 0) : (a.total ?? 0) - (b.total ?? 0)));
  const placed = settleSideTies(ranked, {
    placeTies,
    metric: stableford ? 'stableford' : 'net',
    sums: (team) => countbackSumsOf(team.holes.map((h) => h.score ?? 0)),
  });
  const money = payPlacedSides(
    potCents,
    placed.map((p) => ({ id: p.item.id, position: p.position })),
    teams,
    curves,
  );

  const explained: FourBallTeam[] = [...placed.map((p) => ({ team: p.item, tieBreak: p.tieBreak })), ...unranked.map((team) => ({ team, tieBreak: undefined }))].map(
    ({ team, tieBreak }) => ({
      teamId: team.id,
      playerIds: team.playerIds,
      holes: team.holes,
      total: team.total,
      holesWithScore: team.holesWithScore,
      ...(tieBreak === undefined ? {} : { tieBreak }),
      money: money.moneyBySide.get(team.id) ?? UNPAID_SIDE,
    }),
  );

  const results: GameResult[] = explained.flatMap((team) => {
    const scoreText = stableford ? `Team ${plural(team.total ?? 0, 'point')}` : `Team better-ball net ${team.total}`;
    const summary =
      team.total === null
        ? `Team incomplete (better ball on ${team.holesWithScore} of ${holeCount} holes): not ranked, not paid`
        : `${scoreText}${tieBreakText(team.tieBreak)} · ${sideMoneyText(team.money, team.playerIds.length)}`;
    return team.playerIds.map((playerId) => ({
      playerId,
      position: team.money.position,
      points: stableford ? team.total : null,
      skinsWon: 0,
      payoutCents: team.money.shareCents,
      summary,
      explanation: { kind: 'fourball' as const, format, teamId: team.teamId, partnerIds: team.playerIds.filter((id) => id !== playerId), team },
    }));
  });

  return {
    code,
    potCents,
    paidCents: money.paidCents,
    remainderCents: potCents - money.paidCents,
    results: sortResults(results),
    explanation: {
      kind: 'fourball',
      format,
      better: stableford ? 'higher' : 'lower',
      teamCount: teams.length,
      band: money.band,
      curve: money.curve,
      groups: money.groups,
      unclaimedPct: money.unclaimedPct,
      unrankedTeamIds: unranked.map((t) => t.id).sort(compareIds),
      placeTies,
      teams: explained,
    },
  };
}
