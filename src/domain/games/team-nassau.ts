/**
 * TEAM_NASSAU (two-man Nassau): the field Nassau per team of two — a third of the pot each for the
 * lowest better-ball net over the front 9, the back 9 and the 18. A team plays for a part when it has a
 * better ball on every hole of it; tied teams share the part; each team's share is split between its
 * players (floored; odd cents stay as remainder).
 */
import { formatCents } from '../money';
import { betterBallNets, sidesOf, splitBetweenPartners } from '../teams';
import type { FieldGameScore, GameCode, GameResult, ScoredPlayer, TeamInput, TeamNassauPart, TeamNassauPlayerPart } from '../types';
import { NASSAU_HOLES, NASSAU_PARTS } from './nassau';
import { sortResults } from './results-order';

export interface TeamNassauGameInput {
  code: GameCode;
  potCents: number;
  players: readonly ScoredPlayer[];
  holeCount: number;
  teams: readonly TeamInput[] | undefined;
}

function partSummary(label: string, mine: TeamNassauPlayerPart, winners: number, teamSize: number): string {
  if (!mine.eligible) return `${label}: incomplete`;
  if (!mine.won) return `${label}: net ${mine.netTotal}`;
  const how = winners > 1 ? `tied ${winners} ways` : 'won';
  const money = teamSize > 1 ? `${formatCents(mine.teamShareCents)} for the team, ${formatCents(mine.shareCents)} each` : formatCents(mine.shareCents);
  return `${label}: ${how} with net ${mine.netTotal}, ${money}`;
}

export function scoreTeamNassauGame({ code, potCents, players, holeCount, teams: teamInput }: TeamNassauGameInput): FieldGameScore {
  if (holeCount !== NASSAU_HOLES) throw new Error('Two-Man Nassau requires 18 holes');
  const teams = sidesOf(players, teamInput, true).map((team) => ({ ...team, nets: betterBallNets(team, holeCount) }));
  const partPotCents = Math.floor(potCents / 3);
  const splitRemainderCents = potCents - 3 * partPotCents;
  const playerParts = new Map<string, TeamNassauPlayerPart[]>(players.map((p) => [p.id, []]));
  const summaries = new Map<string, string[]>(players.map((p) => [p.id, []]));

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
    let paid = 0;

    teams.forEach((team, i) => {
      const net = teamNets[i]?.net ?? null;
      const won = winnerTeamIds.includes(team.id);
      const split = splitBetweenPartners(won ? teamShareCents : 0, team.playerIds.length);
      paid += split.shareCents * team.playerIds.length;
      for (const playerId of team.playerIds) {
        const mine: TeamNassauPlayerPart = { part, eligible: net !== null, netTotal: net, won, teamShareCents: won ? teamShareCents : 0, shareCents: split.shareCents };
        playerParts.get(playerId)?.push(mine);
        summaries.get(playerId)?.push(partSummary(label, mine, winnerTeamIds.length, team.playerIds.length));
      }
    });
    return { part, label, fromHole, toHole, potCents: partPotCents, teamNets, winningNet, winnerTeamIds, teamShareCents, remainderCents: partPotCents - paid };
  });

  const results: GameResult[] = teams.flatMap((team) =>
    team.playerIds.map((playerId) => {
      const mine = playerParts.get(playerId) ?? [];
      return {
        playerId,
        position: null,
        points: null,
        skinsWon: 0,
        payoutCents: mine.reduce((sum, p) => sum + p.shareCents, 0),
        summary: (summaries.get(playerId) ?? []).join('; '),
        explanation: { kind: 'teamnassau' as const, teamId: team.id, partnerIds: team.playerIds.filter((id) => id !== playerId), parts: mine },
      };
    }),
  );
  const remainderCents = splitRemainderCents + parts.reduce((sum, p) => sum + p.remainderCents, 0);

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
    },
  };
}
