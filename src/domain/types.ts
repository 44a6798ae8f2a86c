/** Input and output shapes of scoreMatch, the single entry point of the scoring engine. */
import type { PayoutBand, PayoutCurves } from './payout-curves';
import type { PlaceGroup } from './payouts';
import type { PotCalc } from './pots';
import type { StablefordTableId } from './stableford';
import type {
  FourBallGameExplanation,
  FourBallResultExplanation,
  MatchPlayGameExplanation,
  MatchPlayResultExplanation,
  TeamNassauGameExplanation,
  TeamNassauResultExplanation,
} from './team-types';

export type * from './team-types';

export type GameCode = 'STB_V2' | 'SKINS_GROSS' | 'SKINS_NET' | 'NASSAU' | 'STROKE_PLAY' | 'MATCH_PLAY' | 'FOUR_BALL' | 'TEAM_NASSAU';

export const GAME_CODES: readonly GameCode[] = [
  'STB_V2',
  'SKINS_GROSS',
  'SKINS_NET',
  'NASSAU',
  'STROKE_PLAY',
  'MATCH_PLAY',
  'FOUR_BALL',
  'TEAM_NASSAU',
];

/** How a Match Play game is played (match_games.format). */
export type MatchPlayFormat = 'SINGLES_ROUND_ROBIN' | 'SINGLES_BRACKET' | 'PAIRS_ROUND_ROBIN' | 'PAIRS_BRACKET';

export const MATCH_PLAY_FORMATS: readonly MatchPlayFormat[] = ['SINGLES_ROUND_ROBIN', 'SINGLES_BRACKET', 'PAIRS_ROUND_ROBIN', 'PAIRS_BRACKET'];

/** How a Four-Ball Better Ball game counts the team's best ball (match_games.format). */
export type FourBallFormat = 'STABLEFORD' | 'STROKE';

export const FOUR_BALL_FORMATS: readonly FourBallFormat[] = ['STABLEFORD', 'STROKE'];

/** A team of two in a match (match_teams). */
export interface TeamInput {
  id: string;
  playerIds: readonly string[];
}

// ---------- input ----------

export interface HoleInput {
  par: number;
  /** The tee's 1–18 stroke index for this hole. */
  strokeIndex: number;
}

export interface PlayerInput {
  id: string;
  /** Published league index; plus indexes are negative (+2.3 → -2.3); null when not published. */
  index: number | null;
  /** One entry per hole, null when the score is not entered. */
  gross: readonly (number | null)[];
  /** The player has no index: `index` is the league's stand-in (setting noIndexPlaysOff) or null. */
  noIndex?: boolean | undefined;
}

export interface GameInput {
  code: GameCode;
  buyInCents: number;
  potCalc: PotCalc;
  /** Players in this game: the opted-in players (PER_ENTRY) or all entrants (PER_PLAYER, FLAT). */
  playerIds: readonly string[];
  /** The teams playing this game (each 2 players); required by pairs Match Play, FOUR_BALL and TEAM_NASSAU. */
  teams?: readonly TeamInput[] | undefined;
  /**
   * A Match Play bracket's recorded draw (matches.bracket_draw): side ids (players in singles, teams in pairs)
   * in the order drawn. Breaks seeding ties left after the exact index (DESIGN rule 37).
   */
  draw?: readonly string[] | undefined;
  /** The match game's format: a MatchPlayFormat (default PAIRS_ROUND_ROBIN), a FourBallFormat (default STABLEFORD); null elsewhere. */
  format?: string | null | undefined;
}

/** How a tie for a place is settled: split the pooled places (rule 6) or card countback first. */
export type PlaceTies = 'split' | 'countback';

export const PLACE_TIES: readonly PlaceTies[] = ['split', 'countback'];

export interface ScoringSettings {
  stablefordTable?: StablefordTableId | undefined;
  /** Handicap allowance in percent; default 100. */
  allowancePct?: number | undefined;
  /** Allowance per game in percent (0–100); a game not listed uses allowancePct. The card (players,
   *  leaderboard) uses the Stableford game's allowance. */
  allowanceByGame?: Partial<Record<GameCode, number>> | undefined;
  payoutCurves?: PayoutCurves | undefined;
  /** Default 'split'. */
  placeTies?: PlaceTies | undefined;
  /** What a player with no index plays off in net games; default 'ZERO'. */
  noIndexPlaysOff?: NoIndexPlaysOff | undefined;
}

/**
 * A player with no index in net games (setting noIndexPlaysOff): 'ZERO' — course handicap 0;
 * a number — that handicap index; 'NOT_ALLOWED' — the match cannot be scored until they have one.
 */
export type NoIndexPlaysOff = 'ZERO' | 'NOT_ALLOWED' | number;

/**
 * An admin's correction, with its reason, applied by the engine (DESIGN rule 18):
 * PLACE — a countback or playoff decided a tie: the player takes that place in a place game;
 * DISQUALIFIED — the player is out of one game (gameCode) or of every game (gameCode null);
 * HOLE — a hole score corrected after the card (gross null clears it).
 */
export type Adjustment =
  | { kind: 'PLACE'; playerId: string; gameCode: GameCode; place: number; reason: string }
  | { kind: 'DISQUALIFIED'; playerId: string; gameCode: GameCode | null; reason: string }
  | { kind: 'HOLE'; playerId: string; hole: number; gross: number | null; reason: string };

export interface MatchInput {
  holes: readonly HoleInput[];
  rating: number;
  slope: number;
  players: readonly PlayerInput[];
  games: readonly GameInput[];
  settings?: ScoringSettings | undefined;
  /** Applied in order; a later HOLE correction of the same hole wins. */
  adjustments?: readonly Adjustment[] | undefined;
  /**
   * Settle as final results (DESIGN rule 37): in match play a hole one side has no score on is conceded by
   * that side (halved when neither has one) and a side with no card at all forfeits ("W/O"). False (the live
   * board): holes after the last one both sides have scores for are still to play ("2 UP thru 14").
   * The server's stored results are always final; the browser previews final results once the match is.
   */
  final?: boolean | undefined;
}

// ---------- output ----------

export interface ScoredPlayer {
  id: string;
  index: number | null;
  courseHandicap: number;
  /** No published index: plays off 0; show a flag. */
  noIndex: boolean;
  /** Gross score per hole as entered (null = missing). */
  gross: (number | null)[];
  /** Strokes received per hole (negative on holes where a plus handicap gives one back). */
  strokes: number[];
  /** Net score per hole, null where the gross is missing. */
  net: (number | null)[];
  /** Stableford points per hole (0 where the score is missing). */
  points: number[];
  /** Sums over the holes that have a score. */
  grossTotal: number;
  netTotal: number;
  stablefordPoints: number;
  holesPlayed: number;
  /** Every hole has a score. */
  complete: boolean;
  /** Holes whose score an adjustment corrected, with the reason (1-based hole numbers). */
  corrections: HoleCorrection[];
}

export interface HoleCorrection {
  hole: number;
  /** The card's score before the correction (null = none entered). */
  from: number | null;
  to: number | null;
  reason: string;
}

export interface LeaderboardRow {
  /** Competition rank by Stableford points, high first (1, 2, 2, 4). */
  rank: number;
  playerId: string;
  grossTotal: number;
  netTotal: number;
  stablefordPoints: number;
  holesPlayed: number;
}

export interface PlaceResultExplanation {
  kind: 'place';
  /** Stableford points (STB_V2) or net total (STROKE_PLAY); null for an incomplete stroke-play card. */
  score: number | null;
  holesPlayed: number;
  /** Other players on the same position, sorted by id. */
  tiedWith: string[];
  placesCovered: number[];
  pooledPct: number;
  groupPoolCents: number;
  shareCents: number;
  /** How a tie on the score was settled; absent when the player was not tied on it. */
  tieBreak?: TieBreak | undefined;
}

/** Sums over the last 9, 6, 3 and 1 holes (Stableford points or net strokes), in that order. */
export type CountbackSums = [number, number, number, number];

export type TieBreak =
  | {
      method: 'countback';
      /** Everyone tied on the score, with their countback sums, sorted by id. */
      tied: { playerId: string; sums: CountbackSums }[];
      /** Still level after the last hole: the places are split. */
      stillTied: boolean;
    }
  | { method: 'decided'; reason: string };

/** A result for a disqualified player: not ranked, not paid. */
export interface DisqualifiedExplanation {
  kind: 'disqualified';
  reason: string;
}

export interface SkinWon {
  /** 1-based hole number where the skin was won outright. */
  hole: number;
  /** The winning (gross or net) score on that hole. */
  score: number;
  /** Skins collected on this hole: 1 + the carries. */
  skins: number;
  /** Earlier holes whose tied skins this hole collected. */
  carriedFromHoles: number[];
}

export interface SkinsResultExplanation {
  kind: 'skins';
  skins: SkinWon[];
  centsPerSkin: number;
}

export type NassauPartName = 'front' | 'back' | 'overall';

export interface NassauPlayerPart {
  part: NassauPartName;
  /** Scores on every hole of the part. */
  eligible: boolean;
  netTotal: number | null;
  won: boolean;
  shareCents: number;
}

export interface NassauResultExplanation {
  kind: 'nassau';
  parts: NassauPlayerPart[];
}

export type ResultExplanation =
  | PlaceResultExplanation
  | SkinsResultExplanation
  | NassauResultExplanation
  | MatchPlayResultExplanation
  | FourBallResultExplanation
  | TeamNassauResultExplanation
  | DisqualifiedExplanation;

export interface GameResult {
  playerId: string;
  /** Place games: competition position (null = incomplete stroke-play card). Skins: rank by skins
   *  won among players who won any. Nassau: null (see explanation.parts). */
  position: number | null;
  /** Stableford points in STB_V2, round-robin points in MATCH_PLAY, the team's points in FOUR_BALL STABLEFORD; null elsewhere. */
  points: number | null;
  skinsWon: number;
  payoutCents: number;
  summary: string;
  explanation: ResultExplanation;
}

export interface PlaceGameExplanation {
  kind: 'place';
  metric: 'stableford' | 'net';
  better: 'higher' | 'lower';
  playerCount: number;
  band: PayoutBand;
  curve: number[];
  groups: PlaceGroup[];
  /** See PlacePayouts.unclaimedPct. */
  unclaimedPct: number;
  /** Incomplete stroke-play cards: not ranked, not paid. Sorted by id. */
  unrankedPlayerIds: string[];
  placeTies: PlaceTies;
}

export interface SkinsHole {
  hole: number;
  /** 1 + skins carried in from earlier tied holes. */
  skinsAtStake: number;
  carriedFromHoles: number[];
  outcome: 'won' | 'tied' | 'no scores';
  winnerId: string | null;
  lowScore: number | null;
  /** Players sharing the low score when tied, sorted by id. */
  tiedPlayerIds: string[];
}

export interface SkinsGameExplanation {
  kind: 'skins';
  basis: 'gross' | 'net';
  holes: SkinsHole[];
  totalSkinsWon: number;
  centsPerSkin: number;
  /** Skins still tied after the last hole: not awarded. */
  unawardedSkins: number;
}

export interface NassauPart {
  part: NassauPartName;
  label: string;
  fromHole: number;
  toHole: number;
  potCents: number;
  /** Players with a score on every hole of the part, sorted by id. */
  eligiblePlayerIds: string[];
  winningNet: number | null;
  winnerIds: string[];
  shareCents: number;
  remainderCents: number;
}

export interface NassauGameExplanation {
  kind: 'nassau';
  partPotCents: number;
  /** The 0–2 cents left when the pot is cut in three. */
  splitRemainderCents: number;
  parts: NassauPart[];
}

export type GameExplanation =
  | PlaceGameExplanation
  | SkinsGameExplanation
  | NassauGameExplanation
  | MatchPlayGameExplanation
  | FourBallGameExplanation
  | TeamNassauGameExplanation;

/** A player's handicap in one game: the course handicap (100%) and the playing handicap after the game's allowance. */
export interface GameHandicap {
  playerId: string;
  courseHandicap: number;
  playingHandicap: number;
  noIndex: boolean;
}

export interface ScoredGame {
  code: GameCode;
  /** The handicap allowance this game was scored with (percent). */
  allowancePct: number;
  /** One per player in the game, sorted by id. */
  handicaps: GameHandicap[];
  potCents: number;
  paidCents: number;
  /** Cents not paid out (flooring, unawarded skins, parts nobody could win); shown, never lost. */
  remainderCents: number;
  /** One per player in the game; ordered by position (null last), payout high first, then id. */
  results: GameResult[];
  explanation: GameExplanation;
}

/** A game as its scorer returns it, before the engine adds the handicaps it was played with. */
export type FieldGameScore = Omit<ScoredGame, 'allowancePct' | 'handicaps'>;

export interface MatchTotals {
  potCents: number;
  paidCents: number;
  remainderCents: number;
}

export interface MatchScore {
  par: number;
  stablefordTable: StablefordTableId;
  /** Sorted by id. */
  players: ScoredPlayer[];
  /** In input order. */
  games: ScoredGame[];
  leaderboard: LeaderboardRow[];
  totals: MatchTotals;
}
