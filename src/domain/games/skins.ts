/** SKINS_GROSS / SKINS_NET: lowest score on a hole wins it outright; ties carry to the next hole. */
import { holeRange, plural } from '../format';
import { formatCents } from '../money';
import { compareIds, rankCompetition } from '../ranking';
import type { GameCode, GameResult, FieldGameScore, ScoredPlayer, SkinWon, SkinsHole } from '../types';
import { sortResults } from './results-order';

export interface SkinsGameInput {
  code: GameCode;
  potCents: number;
  players: readonly ScoredPlayer[];
  holeCount: number;
  basis: 'gross' | 'net';
}

function skinsSummary(won: readonly SkinWon[], skinsWon: number, centsPerSkin: number): string {
  if (skinsWon === 0) return 'No skins won';
  const holes = won
    .map((w) =>
      w.carriedFromHoles.length > 0
        ? `hole ${w.hole} (+${w.carriedFromHoles.length} carried from ${holeRange(w.carriedFromHoles)})`
        : `hole ${w.hole}`,
    )
    .join(', ');
  return `Won ${plural(skinsWon, 'skin')}: ${holes}; ${skinsWon} × ${formatCents(centsPerSkin)} = ${formatCents(skinsWon * centsPerSkin)}`;
}

export function scoreSkinsGame({ code, potCents, players, holeCount, basis }: SkinsGameInput): FieldGameScore {
  const field = [...players].sort((a, b) => compareIds(a.id, b.id));
  const wonByPlayer = new Map<string, SkinWon[]>(field.map((p) => [p.id, []]));
  const holes: SkinsHole[] = [];
  let carried: number[] = [];

  for (let h = 0; h < holeCount; h++) {
    let lowScore = Number.POSITIVE_INFINITY;
    let lowIds: string[] = [];
    for (const player of field) {
      // A missing score drops the player from this hole's contest only.
      const score = (basis === 'gross' ? player.gross : player.net)[h] ?? null;
      if (score === null) continue;
      if (score < lowScore) {
        lowScore = score;
        lowIds = [player.id];
      } else if (score === lowScore) {
        lowIds.push(player.id);
      }
    }
    const hole = h + 1;
    const skinsAtStake = 1 + carried.length;
    const winnerId = lowIds.length === 1 ? (lowIds[0] ?? null) : null;
    const outcome = winnerId !== null ? 'won' : lowIds.length === 0 ? 'no scores' : 'tied';
    holes.push({
      hole,
      skinsAtStake,
      carriedFromHoles: carried,
      outcome,
      winnerId,
      lowScore: lowIds.length > 0 ? lowScore : null,
      tiedPlayerIds: winnerId === null ? lowIds : [],
    });
    if (winnerId !== null) {
      wonByPlayer.get(winnerId)?.push({ hole, score: lowScore, skins: skinsAtStake, carriedFromHoles: carried });
      carried = [];
    } else {
      carried = [...carried, hole];
    }
  }

  const skinsOf = (id: string): number => (wonByPlayer.get(id) ?? []).reduce((sum, w) => sum + w.skins, 0);
  const totalSkinsWon = field.reduce((sum, p) => sum + skinsOf(p.id), 0);
  // Pot ÷ total skins, floored, × skins won: every skin is worth the same; nothing won, nothing paid.
  const centsPerSkin = totalSkinsWon > 0 ? Math.floor(potCents / totalSkinsWon) : 0;
  const winners = field.filter((p) => skinsOf(p.id) > 0);
  const positionById = new Map(
    rankCompetition(winners, (p) => skinsOf(p.id), 'higher').map((r) => [r.item.id, r.position]),
  );

  const results: GameResult[] = field.map((player) => {
    const won = wonByPlayer.get(player.id) ?? [];
    const skinsWon = skinsOf(player.id);
    return {
      playerId: player.id,
      position: positionById.get(player.id) ?? null,
      points: null,
      skinsWon,
      payoutCents: skinsWon * centsPerSkin,
      summary: skinsSummary(won, skinsWon, centsPerSkin),
      explanation: { kind: 'skins', skins: won, centsPerSkin },
    };
  });
  const paidCents = totalSkinsWon * centsPerSkin;

  return {
    code,
    potCents,
    paidCents,
    remainderCents: potCents - paidCents,
    results: sortResults(results),
    explanation: {
      kind: 'skins',
      basis,
      holes,
      totalSkinsWon,
      centsPerSkin,
      unawardedSkins: carried.length,
    },
  };
}
