/** STB_V2 (Stableford points, high wins) and STROKE_PLAY (net total, low wins) place games. */
import { formatCents } from '../money';
import { ordinal, placeRange, plural } from '../format';
import { payoutBandFor, type PayoutCurves } from '../payout-curves';
import { placePayouts, type PlaceGroup } from '../payouts';
import { compareIds, rankCompetition } from '../ranking';
import type { GameCode, GameResult, PlaceTies, FieldGameScore, ScoredPlayer, TieBreak } from '../types';
import { sortResults } from './results-order';
import { settleTies, type PlaceDecision } from './settle-ties';

export type PlaceMetric = 'stableford' | 'net';

export interface PlaceGameInput {
  code: GameCode;
  potCents: number;
  players: readonly ScoredPlayer[];
  holeCount: number;
  curves: PayoutCurves;
  metric: PlaceMetric;
  placeTies: PlaceTies;
  decisions: readonly PlaceDecision[];
}

function scoreText(metric: PlaceMetric, player: ScoredPlayer): string {
  return metric === 'stableford' ? `with ${plural(player.stablefordPoints, 'point')}` : `with net ${player.netTotal}`;
}

function tieBreakText(tieBreak: TieBreak | undefined): string {
  if (tieBreak === undefined) return '';
  if (tieBreak.method === 'decided') return ` (place decided: ${tieBreak.reason})`;
  return tieBreak.stillTied ? ' (level on card countback)' : ' (on card countback)';
}

function placedSummary(
  metric: PlaceMetric,
  player: ScoredPlayer,
  group: PlaceGroup,
  unclaimedPct: number,
  tieBreak: TieBreak | undefined,
): string {
  const size = group.playerIds.length;
  const standing = `${size > 1 ? 'Tied ' : ''}${ordinal(group.position)} ${scoreText(metric, player)}${tieBreakText(tieBreak)}`;
  if (group.pooledPct === 0) return `${standing}: outside the paid places`;
  const verb = group.placesCovered.length > 1 ? 'pay' : 'pays';
  const shared = unclaimedPct > 0 ? ` (+ share of ${unclaimedPct}% for places nobody reached)` : '';
  const pool = `${placeRange(group.placesCovered)} ${verb} ${group.pooledPct}%${shared} = ${formatCents(group.poolCents)}`;
  return size > 1
    ? `${standing}: ${pool}, split ${size} ways: ${formatCents(group.shareCents)} each`
    : `${standing}: ${pool}`;
}

export function scorePlaceGame({ code, potCents, players, holeCount, curves, metric, placeTies, decisions }: PlaceGameInput): FieldGameScore {
  // An incomplete stroke-play card ranks last and is not paid; Stableford counts a missing hole as 0, but a
  // player with no hole at all (not started, a no-show) takes no place: on the live board a field of two must
  // not pay second place to someone still in the car park, nor the final results to someone who never played.
  const contends = (p: ScoredPlayer) => (metric === 'net' ? p.complete : p.holesPlayed > 0);
  const contenders = players.filter(contends);
  const unranked = players.filter((p) => !contends(p));
  const ranked =
    metric === 'stableford'
      ? rankCompetition(contenders, (p) => p.stablefordPoints, 'higher')
      : rankCompetition(contenders, (p) => p.netTotal, 'lower');

  const settled = settleTies(ranked, { code, metric, placeTies, decisions });

  const band = payoutBandFor(players.length);
  const curve = [...curves[band]];
  const payouts = placePayouts(
    potCents,
    settled.map((s) => ({ id: s.player.id, position: s.position })),
    curve,
  );
  const groupByPosition = new Map(payouts.groups.map((g) => [g.position, g]));

  const results: GameResult[] = settled.map(({ player, position, tieBreak }) => {
    const group = groupByPosition.get(position);
    if (group === undefined) throw new Error(`No payout group for position ${position}`);
    return {
      playerId: player.id,
      position,
      points: metric === 'stableford' ? player.stablefordPoints : null,
      skinsWon: 0,
      payoutCents: group.shareCents,
      summary: placedSummary(metric, player, group, payouts.unclaimedPct, tieBreak),
      explanation: {
        kind: 'place',
        score: metric === 'stableford' ? player.stablefordPoints : player.netTotal,
        holesPlayed: player.holesPlayed,
        tiedWith: group.playerIds.filter((id) => id !== player.id),
        placesCovered: group.placesCovered,
        pooledPct: group.pooledPct,
        groupPoolCents: group.poolCents,
        shareCents: group.shareCents,
        ...(tieBreak === undefined ? {} : { tieBreak }),
      },
    };
  });

  for (const player of unranked) {
    results.push({
      playerId: player.id,
      position: null,
      points: null,
      skinsWon: 0,
      payoutCents: 0,
      summary:
        player.holesPlayed === 0
          ? 'No holes played: not ranked, not paid'
          : `Incomplete card (${player.holesPlayed} of ${holeCount} holes): not ranked, not paid`,
      explanation: {
        kind: 'place',
        score: null,
        holesPlayed: player.holesPlayed,
        tiedWith: [],
        placesCovered: [],
        pooledPct: 0,
        groupPoolCents: 0,
        shareCents: 0,
      },
    });
  }

  return {
    code,
    potCents,
    paidCents: payouts.paidCents,
    remainderCents: payouts.remainderCents,
    results: sortResults(results),
    explanation: {
      kind: 'place',
      metric,
      better: metric === 'stableford' ? 'higher' : 'lower',
      playerCount: players.length,
      band,
      curve,
      groups: payouts.groups,
      unclaimedPct: payouts.unclaimedPct,
      unrankedPlayerIds: unranked.map((p) => p.id).sort(compareIds),
      placeTies,
    },
  };
}
