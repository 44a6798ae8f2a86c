/**
 * Output shapes of the team games (MATCH_PLAY, FOUR_BALL, TEAM_NASSAU): everything a results page
 * needs to explain each cent. A "side" is what plays: a single player (singles Match Play, its id is
 * the player's id) or a team of two (its id is the team's id).
 */
import type { PayoutBand } from './payout-curves';
import type { PlaceGroup } from './payouts';
import type { CountbackSums, FourBallFormat, MatchPlayFormat, NassauPartName, PlaceTies } from './types';

export interface Side {
  id: string;
  /** Sorted by id; one player (singles) or two (a team). */
  playerIds: string[];
}

/** How a tie between sides on their score was settled (placeTies 'countback'). */
export interface SideTieBreak {
  method: 'countback';
  /** What was counted back: better-ball net strokes (low wins) or Stableford points (high wins). */
  metric: 'net' | 'stableford';
  /** Every side tied on the score, with its sums over the last 9, 6, 3 and 1 holes, sorted by side id. */
  tied: { sideId: string; sums: CountbackSums }[];
  /** Still level after the last hole: the places are split. */
  stillTied: boolean;
}

/** A side's place and what it is paid, split between its players. */
export interface SideMoney {
  position: number | null;
  /** Other sides on the same position, sorted by id. */
  tiedWith: string[];
  placesCovered: number[];
  pooledPct: number;
  /** The pool of the place group the side is in (all tied sides together). */
  groupPoolCents: number;
  /** The side's share of the group pool. */
  sideShareCents: number;
  /** Each player's part of the side's share (floored; the odd cent is remainder). */
  shareCents: number;
  /** Cents of the side's share that could not be split evenly between its players. */
  splitRemainderCents: number;
}

// ---------- Match Play ----------

/**
 * 'not started', 'in progress' and 'dormie' exist only while play goes on (the live board); final results
 * (MatchInput.final) read 'won', 'halved' or 'walkover' — a side with no card at all forfeits ("W/O").
 */
export type MatchState = 'not started' | 'in progress' | 'dormie' | 'won' | 'halved' | 'walkover';

/** A match's standing after the holes played, from the leader's view. */
export interface MatchStatus {
  state: MatchState;
  /** The side ahead (0 = first side, 1 = second), null when all square; a walkover: the side with a card (null when neither has one). */
  leader: 0 | 1 | null;
  /** Holes the leader is up (0 when all square). */
  up: number;
  /** Holes played; when the match was decided early, the hole that closed it. */
  thru: number;
  /** Holes left to play after `thru`. */
  toPlay: number;
  /** 'Not started', 'AS thru 12', '2 UP thru 12', '2 UP thru 16 (dormie)', '3 & 2', '1 UP', 'AS' (halved after the last hole), 'W/O' (walkover). */
  text: string;
}

export interface MatchPlayer {
  playerId: string;
  /** Playing handicap at the game's allowance. */
  playingHandicap: number;
  /** Strokes received in this match: playing handicap − the lowest playing handicap in the match. */
  strokes: number;
}

export interface MatchSide {
  sideId: string;
  players: MatchPlayer[];
}

export interface MatchPlayHole {
  hole: number;
  /** Each side's net on the hole (pairs: the better of the partners' nets); null = no score (both null: halved in final results; decides nothing live). */
  nets: [number | null, number | null];
  /** The side that won the hole, null when halved. */
  winner: 0 | 1 | null;
  /** Won because the other side has no score on the hole (conceded by that side). */
  conceded: boolean;
  /** The first side's holes up after this hole (negative = down). */
  up: number;
}

export interface MatchPlayMatch {
  id: string;
  /** Bracket round (1 = first), null in a round robin. */
  round: number | null;
  /** 'Final', 'Semifinal', 'Quarterfinal', 'Round 1', … ; 'Match' in a round robin. */
  label: string;
  sides: [MatchSide, MatchSide];
  /** The holes that count, in order: live, up to the last hole both sides have scores for; final, every hole; or up to the hole that decided it. */
  holes: MatchPlayHole[];
  status: MatchStatus;
  /** The side that takes the match (round robin: the leader, null when all square; bracket: always a side). */
  winner: 0 | 1 | null;
  /** How the winner was found: on the holes, by walkover (the other side has no card), or (an all-square bracket match) countback, then the better seed. */
  decidedBy: 'holes' | 'walkover' | 'countback' | 'seed' | null;
  /** An all-square bracket match: each side's net over the last 9, 6, 3 and 1 holes (a hole without a score counts net double bogey). */
  countback: [CountbackSums, CountbackSums] | null;
}

/**
 * How a bracket seed was separated from the sides level with it on handicap: on the exact index (lower
 * first), then by the draw recorded with the bracket ('to be drawn': the draw does not hold the side yet —
 * a live board before the draw; the side then follows the drawn ones, by id).
 */
export type SeedTieBreak = 'index' | 'draw' | 'to be drawn';

export interface MatchPlayStanding {
  sideId: string;
  /** Bracket: 1 = the lowest playing handicap (team: combined); ties: the exact index, then the draw. */
  seed: number | null;
  /** Singles: the playing handicap; pairs: the partners' combined playing handicap. */
  handicap: number;
  /** The exact index (pairs: the partners' indexes added), null when a player has none. */
  exactIndex: number | null;
  /** Bracket: the side's place in the recorded draw (1 = first drawn), null when not drawn or not a bracket. */
  drawPosition: number | null;
  /** Bracket: how this seed was told apart from sides level on handicap; absent when no side was level. */
  seedTieBreak?: SeedTieBreak | undefined;
  /** Round robin: win 1 (a walkover too), halve ½, a forfeit 0. Null in a bracket. */
  points: number | null;
  wins: number;
  halves: number;
  losses: number;
  /** Round robin: the sum of the side's final holes up (down counts negative). */
  margin: number;
  /** Bracket: the round the side lost in (null: champion or round robin). */
  lostInRound: number | null;
  tieBreak?: SideTieBreak | undefined;
  money: SideMoney;
}

export interface MatchPlayRound {
  round: number;
  label: string;
  matchIds: string[];
  /** Sides through to the next round without a match. */
  byeSideIds: string[];
}

export interface MatchPlayGameExplanation {
  kind: 'matchplay';
  format: MatchPlayFormat;
  holeCount: number;
  sides: Side[];
  /** Round robin: every side against every other; bracket: round by round. */
  matches: MatchPlayMatch[];
  /** Bracket rounds, empty in a round robin. */
  rounds: MatchPlayRound[];
  /** Ordered by position, then side id. */
  standings: MatchPlayStanding[];
  /** Payout band by the number of sides. */
  band: PayoutBand;
  curve: number[];
  /** Place groups of side ids. */
  groups: PlaceGroup[];
  unclaimedPct: number;
  placeTies: PlaceTies;
}

export interface MatchPlayResultExplanation {
  kind: 'matchplay';
  format: MatchPlayFormat;
  sideId: string;
  partnerIds: string[];
  standing: MatchPlayStanding;
  /** The side's matches, in play order. */
  matches: MatchPlayMatch[];
}

// ---------- Four-ball better ball ----------

export interface FourBallHole {
  hole: number;
  /** The team's best on the hole: the higher Stableford points or the lower net; null = neither partner scored (STROKE). */
  score: number | null;
  /** Partners whose score is the team's best on the hole, sorted by id. */
  fromPlayerIds: string[];
}

export interface FourBallTeam {
  teamId: string;
  playerIds: string[];
  holes: FourBallHole[];
  /** Team points (STABLEFORD) or better-ball net total (STROKE; null when a hole has no better ball). */
  total: number | null;
  holesWithScore: number;
  tieBreak?: SideTieBreak | undefined;
  money: SideMoney;
}

export interface FourBallGameExplanation {
  kind: 'fourball';
  format: FourBallFormat;
  better: 'higher' | 'lower';
  teamCount: number;
  band: PayoutBand;
  curve: number[];
  /** Place groups of team ids. */
  groups: PlaceGroup[];
  unclaimedPct: number;
  /** STROKE: teams without a better ball on every hole, not ranked, not paid. Sorted by id. */
  unrankedTeamIds: string[];
  placeTies: PlaceTies;
  /** Ordered by position (unranked last), then team id. */
  teams: FourBallTeam[];
}

export interface FourBallResultExplanation {
  kind: 'fourball';
  format: FourBallFormat;
  teamId: string;
  partnerIds: string[];
  team: FourBallTeam;
}

// ---------- Two-man Nassau ----------

export interface TeamNassauPart {
  part: NassauPartName;
  label: string;
  fromHole: number;
  toHole: number;
  potCents: number;
  /** Every team's better-ball net total over the part, null when a hole of it has no better ball. Sorted by team id. */
  teamNets: { teamId: string; net: number | null }[];
  winningNet: number | null;
  winnerTeamIds: string[];
  /** Each winning team's share of the part (floored). */
  teamShareCents: number;
  /** What flooring between tied teams left of the part. */
  remainderCents: number;
}

export interface TeamNassauTeam extends Side {
  /** The team's better-ball net per hole (null where neither partner has a score). */
  betterBall: (number | null)[];
}

export interface TeamNassauTeamMoney {
  teamId: string;
  /** The team's winnings in the game: its shares of the parts added (DESIGN rule 37). */
  teamWinningsCents: number;
  /** Each partner's part of the winnings (floored). */
  shareCents: number;
  /** The odd cent of the winnings that could not be split between the partners (remainder). */
  splitRemainderCents: number;
}

export interface TeamNassauGameExplanation {
  kind: 'teamnassau';
  teams: TeamNassauTeam[];
  partPotCents: number;
  /** The 0–2 cents left when the pot is cut in three. */
  splitRemainderCents: number;
  parts: TeamNassauPart[];
  /** Every team's winnings and their split, sorted by team id. */
  money: TeamNassauTeamMoney[];
  /** Σ of the teams' odd cents left by splitting winnings between partners. */
  partnerSplitRemainderCents: number;
}

export interface TeamNassauPlayerPart {
  part: NassauPartName;
  eligible: boolean;
  netTotal: number | null;
  won: boolean;
  /** The team's share of the part (0 when not won); the partners split the team's total, not each part. */
  teamShareCents: number;
}

export interface TeamNassauResultExplanation extends TeamNassauTeamMoney {
  kind: 'teamnassau';
  partnerIds: string[];
  parts: TeamNassauPlayerPart[];
}
