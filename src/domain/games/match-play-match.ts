/**
 * One match of match play, hole by hole on net scores with handicaps off the low: every player gets
 * (their playing handicap − the lowest playing handicap in the match) strokes on the stroke-index holes.
 * Singles: lower net wins the hole; pairs: the better net of each team. A hole one side has no score
 * on is conceded to the other. The match ends when a side is up by more than the holes left ("3 & 2").
 *
 * While play goes on (the live board), holes after the last one both sides have scores for are still to
 * play ("1 UP thru 14"; a hole before it that neither side has a score on decides nothing).
 *
 * Final results (DESIGN rule 37) leave nothing to play. Rules of Golf, Rule 3.2 (match play): a hole is
 * won by the side that completes it in fewer strokes, and Rule 3.2b lets a player concede a hole at any
 * time; a side that makes no score on a hole has not completed it, so the hole is conceded to the side
 * that did (a side that walks off concedes every hole left), and a hole neither side has a score on is
 * halved. A side with no card at all never started: under Rule 5.3a (a player who does not start on time
 * is disqualified — in match play, the penalty is loss of the match) it forfeits the match ("W/O",
 * walkover); when neither side has a card, neither wins.
 *
 * Worked example (src/domain/games/match-play-final.test.ts): Ann is 1 UP thru 14 and walks off; Bob plays
 * 15–18. Live: "1 UP thru 14", 4 to play. Final: Ann concedes 15 (AS), 16 (Bob 1 UP), 17 (Bob 2 UP, 1 to
 * play): Bob wins 2 & 1. Had Bob stopped too, 15–18 are halved and Ann wins 1 UP.
 */
import { countbackSumsOf } from '../countback';
import { strokesPerHole } from '../handicap';
import { countbackNet, lowestOf } from '../teams';
import type { CountbackSums, HoleInput, MatchPlayHole, MatchSide, MatchStatus } from '../types';

export interface MatchSideCard {
  sideId: string;
  players: readonly { playerId: string; playingHandicap: number; gross: readonly (number | null)[] }[];
}

export interface PlayedMatch {
  sides: [MatchSide, MatchSide];
  holes: MatchPlayHole[];
  status: MatchStatus;
  /** Each side's better net on every hole of the card (strokes off the low), for countback. */
  betterNets: [(number | null)[], (number | null)[]];
}

/** A walkover: `winner` has a card and the other side none; null when neither side has one (both forfeit). */
export function walkoverStatus(winner: 0 | 1 | null): MatchStatus {
  return { state: 'walkover', leader: winner, up: 0, thru: 0, toPlay: 0, text: winner === null ? 'W/O (no cards)' : 'W/O' };
}

/** The standing after `thru` holes when the first side is `up` holes up (negative: down). */
export function matchStatus(up: number, thru: number, holeCount: number): MatchStatus {
  const holesUp = Math.abs(up);
  const leader = up > 0 ? 0 : up < 0 ? 1 : null;
  const toPlay = holeCount - thru;
  const base = { leader, up: holesUp, thru, toPlay } as const;
  if (thru === 0) return { ...base, state: 'not started', text: 'Not started' };
  if (holesUp > toPlay) return { ...base, state: 'won', text: toPlay > 0 ? `${holesUp} & ${toPlay}` : `${holesUp} UP` };
  if (toPlay === 0) return { ...base, state: 'halved', text: 'AS' };
  if (holesUp > 0 && holesUp === toPlay) return { ...base, state: 'dormie', text: `${holesUp} UP thru ${thru} (dormie)` };
  return { ...base, state: 'in progress', text: holesUp === 0 ? `AS thru ${thru}` : `${holesUp} UP thru ${thru}` };
}

/** The status as one side reads it: 'Won 3 & 2', 'Lost 1 UP', 'Halved', '2 UP thru 12', '1 DN thru 12', 'AS thru 5', 'Dormie'. */
export function matchStatusFor(status: MatchStatus, side: 0 | 1): string {
  switch (status.state) {
    case 'not started':
      return 'Not started';
    case 'halved':
      return 'Halved';
    case 'walkover':
      if (status.leader === null) return 'Forfeited: no card on either side';
      return status.leader === side ? 'Won W/O (no card from the other side)' : 'Lost W/O (no card)';
    case 'won':
      return `${status.leader === side ? 'Won' : 'Lost'} ${status.text}`;
    case 'dormie':
    case 'in progress':
      if (status.leader === null) return `AS thru ${status.thru}`;
      if (status.leader === side) return status.text;
      return `${status.up} DN thru ${status.thru}${status.state === 'dormie' ? ' (dormie)' : ''}`;
  }
}

/**
 * Plays the match over the cards as they stand: live (`final` false) or as final results, where every hole
 * counts (a hole without a score is conceded by that side, halved when neither has one) and a side with no
 * card at all forfeits.
 */
export function playMatch(cards: readonly [MatchSideCard, MatchSideCard], holes: readonly HoleInput[], final = false): PlayedMatch {
  const holeCount = holes.length;
  const strokeIndexes = holes.map((h) => h.strokeIndex);
  const low = Math.min(...cards.flatMap((side) => side.players.map((p) => p.playingHandicap)));
  const scored = cards.map((side) => {
    const players = side.players.map((p) => {
      const strokes = p.playingHandicap - low;
      const perHole = strokesPerHole(strokes, strokeIndexes);
      const nets = Array.from({ length: holeCount }, (_, h) => {
        const gross = p.gross[h] ?? null;
        return gross === null ? null : gross - (perHole[h] ?? 0);
      });
      return { player: { playerId: p.playerId, playingHandicap: p.playingHandicap, strokes }, nets };
    });
    const better = Array.from({ length: holeCount }, (_, h) => lowestOf(players.map((p) => p.nets[h] ?? null)));
    return { side: { sideId: side.sideId, players: players.map((p) => p.player) }, better };
  });
  const [first, second] = scored as [(typeof scored)[number], (typeof scored)[number]];

  const sides = [first.side, second.side] as [MatchSide, MatchSide];
  const betterNets: PlayedMatch['betterNets'] = [first.better, second.better];
  if (final) {
    const hasCard = [first, second].map((side) => side.better.some((net) => net !== null));
    if (!hasCard[0] || !hasCard[1]) {
      const winner = hasCard[0] ? 0 : hasCard[1] ? 1 : null;
      return { sides, holes: [], status: walkoverStatus(winner), betterNets };
    }
  }

  // Live: holes after the last one both sides have scores for are still to play. Final: every hole counts.
  let lastCounted = final ? holeCount : 0;
  if (!final) for (let h = 0; h < holeCount; h++) if (first.better[h] !== null && second.better[h] !== null) lastCounted = h + 1;

  const played: MatchPlayHole[] = [];
  let up = 0;
  for (let h = 0; h < lastCounted; h++) {
    const a = first.better[h] ?? null;
    const b = second.better[h] ?? null;
    let winner: 0 | 1 | null;
    if (a === null && b === null) winner = null;
    else if (a === null) winner = 1;
    else if (b === null) winner = 0;
    else winner = a < b ? 0 : b < a ? 1 : null;
    up += winner === 0 ? 1 : winner === 1 ? -1 : 0;
    played.push({ hole: h + 1, nets: [a, b], winner, conceded: winner !== null && (a === null || b === null), up });
    if (Math.abs(up) > holeCount - (h + 1)) break;
  }

  return { sides, holes: played, status: matchStatus(up, played.length, holeCount), betterNets };
}

/** A side's better net over the last 9, 6, 3 and 1 holes of the card (low wins; no score = net double bogey). */
export function matchCountback(betterNets: readonly (number | null)[], holes: readonly HoleInput[]): CountbackSums {
  return countbackSumsOf(holes.map((hole, h) => countbackNet(betterNets[h] ?? null, hole.par)));
}
