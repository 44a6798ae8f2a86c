/**
 * TEAM_NASSAU (two-man Nassau): the field Nassau per team of two — a third of the pot each for the
 * lowest better-ball net over the front 9, the back 9 and the 18. A team plays for a part when it has a
 * better ball on every hole of it; tied teams share the part (floored). A team's winnings in the game are
 * its part shares added first, then split equally between its players (DESIGN rule 37): a team that wins
 * the front ($10.01) and the 18 ($10.01) has $20.02, $10.01 each — splitting each part would pay $5.00 +
 * $5.00 each and strand two cents. The odd cent of an odd total stays as remainder.
 */
import { formatCents } from '../money';
import { betterBallNets, sidesOf, splitBetweenPartners } from '../teams';
import type { FieldGameScore, GameCode, GameResult, ScoredPlayer, TeamInput, TeamNassauPart, TeamNassauPlayerPart, TeamNassauTeamMoney } from '../types';
import { NASSAU_HOLES, NASSAU_PARTS } from './nassau';
import { sortResults } from './results-order';

export interface TeamNassauGameInput {
  code: GameCode;
  potCents: number;
  players: readonly ScoredPlayer[];
  holeCount: number;
  teams: readonly TeamInput[] | undefined;
}

function partSummary(label: string, mine: TeamNassauPlayerPart, winners: number): string {
  if (!mine.eligible) return `${label}: incomplete`;
  if (!mine.won) return `${label}: net ${mine.netTotal}`;
  const how = winners > 1 ? `tied ${winners} ways` : 'won';
  return `${label}: ${how} with net ${mine.netTotal}, ${formatCents(mine.teamShareCents)}`;
}

function moneySummary(money: TeamNassauTeamMoney, teamSize: number): string | null {
  if (money.teamWinningsCents === 0) return null;
  if (teamSize === 1) return `Won ${formatCents(money.shareCents)}`;
  return `Team won ${formatCents(money.teamWinningsCents)}: ${formatCents(money.shareCents)} each`;
}

export function scoreTeamNassauGame({ code, potCents, players, holeCount, teams: teamInput }: TeamNassauGameInput): FieldGameScore {
  if (holeCount !== NASSAU_HOLES) throw new Error('Two-Man Nassau requires 18 holes');
  const teams = sidesOf(players, teamInput, true).map((team) => ({ ...team, nets: betterBallNets(team, holeCount) }));
  const partPotCents = Math.floor(potCents / 3);
  const splitRemainderCents = potCents - 3 * partPotCents;
  const teamParts = new Map<string, TeamNassauPlayerPart[]>(teams.map((t) => [t.id, []]));
  const partSummaries = new Map<string, string[]>(teams.map((t) => [t.id, []]));

  const parts: TeamNassauPart[] = NASSAU_PARTS.map(({ part, label, fromHole, toHole }) => {
    const teamNets = teams.map((team) => {
      const holes = team.nets.slice(fromHole - 1, toHole);
      const net = holes.every((n) => n !== null) ? holes.reduce<number>((sum, n) => sum + (n ?? 0), 0) : null;
      return { teamId: team.id, net };
    });
    const eligible = teamNets.flatMap((t) => (t.net === null ? [] : [t.net]));
    const winningNet = eligible.length > 0 ? Math.min(...eligible) : null;
    const winnerTeamIds = teamNets.filter((t) => t.net !== null && t.net === winningNet).map((t) => t.teamId);
    const teamShareCents = winnerTeamIds.length > 0 ? Math.floor(partPotCents / winnerTeamIds.length) : 0;

    teams.forEach((team, i) => {
      const net = teamNets[i]?.net ?? null;
      const won = winnerTeamIds.includes(team.id);
      const mine: TeamNassauPlayerPart = { part, eligible: net !== null, netTotal: net, won, teamShareCents: won ? teamShareCents : 0 };
      teamParts.get(team.id)?.push(mine);
      partSummaries.get(team.id)?.push(partSummary(label, mine, winnerTeamIds.length));
    });
    const remainderCents = partPotCents - teamShareCents * winnerTeamIds.length;
    return { part, label, fromHole, toHole, potCents: partPotCents, teamNets, winningNet, winnerTeamIds, teamShareCents, remainderCents };
  });

  // The team's winnings first, then the split (rule 37).
  const money: TeamNassauTeamMoney[] = teams.map((team) => {
    const teamWinningsCents = (teamParts.get(team.id) ?? []).reduce((sum, p) => sum + p.teamShareCents, 0);
    return { teamId: team.id, teamWinningsCents, ...splitBetweenPartners(teamWinningsCents, team.playerIds.length) };
  });
  const partnerSplitRemainderCents = money.reduce((sum, m) => sum + m.splitRemainderCents, 0);

  const results: GameResult[] = teams.flatMap((team, i) => {
    const teamMoney = money[i] ?? { teamId: team.id, teamWinningsCents: 0, shareCents: 0, splitRemainderCents: 0 };
    const summary = [...(partSummaries.get(team.id) ?? []), moneySummary(teamMoney, team.playerIds.length)].filter((line) => line !== null).join('; ');
    return team.playerIds.map((playerId) => ({
      playerId,
      position: null,
      points: null,
      skinsWon: 0,
      payoutCents: teamMoney.shareCents,
      summary,
      explanation: {
        kind: 'teamnassau' as const,
        ...teamMoney,
        partnerIds: team.playerIds.filter((id) => id !== playerId),
        parts: teamParts.get(team.id) ?? [],
      },
    }));
  });
  const remainderCents = splitRemainderCents + parts.reduce((sum, p) => sum + p.remainderCents, 0) + partnerSplitRemainderCents;

  return {
    code,
    potCents,
    paidCents: potCents - remainderCents,
    remainderCents,
    results: sortResults(results),
    explanation: {
      kind: 'teamnassau',
      teams: teams.map((t) => ({ id: t.id, playerIds: t.playerIds, betterBall: t.nets })),
      partPotCents,
      splitRemainderCents,
      parts,
      money,
      partnerSplitRemainderCents,
    },
  };
}
