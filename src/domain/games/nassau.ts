/** Field Nassau: a third of the pot each for low net front 9, back 9 and overall 18. */
import { formatCents } from '../money';
import { compareIds } from '../ranking';
import type {
  GameCode,
  GameResult,
  NassauPart,
  NassauPartName,
  NassauPlayerPart,
  FieldGameScore,
  ScoredPlayer,
} from '../types';
import { sortResults } from './results-order';

export const NASSAU_PARTS: readonly { part: NassauPartName; label: string; fromHole: number; toHole: number }[] = [
  { part: 'front', label: 'Front 9', fromHole: 1, toHole: 9 },
  { part: 'back', label: 'Back 9', fromHole: 10, toHole: 18 },
  { part: 'overall', label: 'Overall', fromHole: 1, toHole: 18 },
];

export const NASSAU_HOLES = 18;

export interface NassauGameInput {
  code: GameCode;
  potCents: number;
  players: readonly ScoredPlayer[];
  holeCount: number;
}

/** Net total over the part's holes, or null when any of them has no score (excluded from the part). */
function partNet(player: ScoredPlayer, fromHole: number, toHole: number): number | null {
  let total = 0;
  for (let hole = fromHole; hole <= toHole; hole++) {
    const net = player.net[hole - 1] ?? null;
    if (net === null) return null;
    total += net;
  }
  return total;
}

function partSummary(label: string, mine: NassauPlayerPart, winners: number): string {
  if (!mine.eligible) return `${label}: incomplete`;
  if (!mine.won) return `${label}: net ${mine.netTotal}`;
  const how = winners > 1 ? `tied ${winners} ways` : 'won';
  return `${label}: ${how} with net ${mine.netTotal}, ${formatCents(mine.shareCents)}`;
}

export function scoreNassauGame({ code, potCents, players, holeCount }: NassauGameInput): FieldGameScore {
  if (holeCount !== NASSAU_HOLES) throw new Error('Nassau requires 18 holes');
  const field = [...players].sort((a, b) => compareIds(a.id, b.id));
  const partPotCents = Math.floor(potCents / 3);
  const splitRemainderCents = potCents - 3 * partPotCents;
  const playerParts = new Map<string, NassauPlayerPart[]>(field.map((p) => [p.id, []]));
  const summaries = new Map<string, string[]>(field.map((p) => [p.id, []]));

  const parts: NassauPart[] = NASSAU_PARTS.map(({ part, label, fromHole, toHole }) => {
    const nets = field.map((p) => ({ id: p.id, net: partNet(p, fromHole, toHole) }));
    const eligible = nets.filter((n): n is { id: string; net: number } => n.net !== null);
    const winningNet = eligible.length > 0 ? Math.min(...eligible.map((n) => n.net)) : null;
    const winnerIds = eligible.filter((n) => n.net === winningNet).map((n) => n.id);
    const shareCents = winnerIds.length > 0 ? Math.floor(partPotCents / winnerIds.length) : 0;

    for (const { id, net } of nets) {
      const won = winnerIds.includes(id);
      const mine: NassauPlayerPart = { part, eligible: net !== null, netTotal: net, won, shareCents: won ? shareCents : 0 };
      playerParts.get(id)?.push(mine);
      summaries.get(id)?.push(partSummary(label, mine, winnerIds.length));
    }
    return {
      part,
      label,
      fromHole,
      toHole,
      potCents: partPotCents,
      eligiblePlayerIds: eligible.map((n) => n.id),
      winningNet,
      winnerIds,
      shareCents,
      remainderCents: partPotCents - shareCents * winnerIds.length,
    };
  });

  const results: GameResult[] = field.map((player) => {
    const mine = playerParts.get(player.id) ?? [];
    return {
      playerId: player.id,
      position: null,
      points: null,
      skinsWon: 0,
      payoutCents: mine.reduce((sum, p) => sum + p.shareCents, 0),
      summary: (summaries.get(player.id) ?? []).join('; '),
      explanation: { kind: 'nassau', parts: mine },
    };
  });
  const remainderCents = splitRemainderCents + parts.reduce((sum, p) => sum + p.remainderCents, 0);

  return {
    code,
    potCents,
    paidCents: potCents - remainderCents,
    remainderCents,
    results: sortResults(results),
    explanation: { kind: 'nassau', partPotCents, splitRemainderCents, parts },
  };
}
