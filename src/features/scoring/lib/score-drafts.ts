// What the user has typed into the scorecards and not saved yet, laid over the saved (or queued)
// cards: the values on screen, the holes the engine scores, the cells that are not a score, and
// the patch a Save would send.
import type { Holes } from '@/domain/engine-input';
import type { HolePatch } from './pending-scores';

/** Typed text per player and hole (0-based); only holes the user touched. */
export type ScoreDrafts = Record<string, Record<number, string>>;

export type CardView = {
  /** Text per hole, as shown in the inputs. */
  values: string[];
  /** Scores per hole as the leaderboard counts them (a cell that is not a score counts as empty). */
  holes: Holes;
  /** Holes whose text is not a score from 1 to 12. */
  invalid: Set<number>;
  /** Holes that differ from the base card: what Save sends. */
  patch: HolePatch;
};

export const scoreText = (score: number | null) => (score === null ? '' : String(score));

/** A typed cell: empty (null), a gross score from 1 to 12, or 'invalid'. */
export function parseScoreCell(text: string): number | null | 'invalid' {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (!/^\d{1,2}$/.test(trimmed)) return 'invalid';
  const n = Number(trimmed);
  return n >= 1 && n <= 12 ? n : 'invalid';
}

export function cardView(base: Holes, drafts: Record<number, string> | undefined): CardView {
  const values = base.map(scoreText);
  const holes = [...base];
  const invalid = new Set<number>();
  const patch: HolePatch = {};
  for (const [key, text] of Object.entries(drafts ?? {})) {
    const hole = Number(key);
    values[hole] = text;
    const parsed = parseScoreCell(text);
    if (parsed === 'invalid') {
      invalid.add(hole);
      holes[hole] = null;
    } else {
      holes[hole] = parsed;
      if (parsed !== base[hole]) patch[key] = parsed;
    }
  }
  return { values, holes, invalid, patch };
}

export const withCell = (drafts: ScoreDrafts, playerId: string, hole: number, text: string): ScoreDrafts => ({
  ...drafts,
  [playerId]: { ...drafts[playerId], [hole]: text },
});

/** Gives edits the server refused back to the cards, so they can be corrected. */
export function withRefused(drafts: ScoreDrafts, refused: readonly { playerId: string; patch: HolePatch }[]): ScoreDrafts {
  const next = { ...drafts };
  for (const failure of refused) {
    const restored = { ...next[failure.playerId] };
    for (const [hole, score] of Object.entries(failure.patch)) restored[Number(hole)] = scoreText(score);
    next[failure.playerId] = restored;
  }
  return next;
}

export const withoutPlayers = (drafts: ScoreDrafts, playerIds: readonly string[]): ScoreDrafts =>
  Object.fromEntries(Object.entries(drafts).filter(([id]) => !playerIds.includes(id)));

/** The toast after a Save that found no network. */
export const offlineSaveMessage = (waiting: number) =>
  `You're offline. ${waiting} ${waiting === 1 ? 'score' : 'scores'} waiting to sync; they are kept on this device.`;
