import { indexByMethod, type HandicapMethod, type WhsIndex } from '@/domain/handicap';
import type { HandicapLog } from '../api/get-handicap-logs';

export type Suggestion = {
  method: HandicapMethod;
  value: number | null;
  label: string;
  /** Logs whose differential counted towards the suggested index. */
  usedIds: ReadonlySet<string>;
  /** Why each round counts or not, by log id ("Counts: one of your best 8 of the last 20", "ESR −1 applied"). */
  notes: ReadonlyMap<string, readonly string[]>;
  /** What the caps or the maximum did to the index; null when nothing. */
  indexNote: string | null;
};

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Oldest first (date, entry time, id): equal differentials then resolve exactly as the server's
 * get_suggested_index orders them, so both mark the same rounds as counted.
 */
export function chronological(logs: readonly HandicapLog[]): HandicapLog[] {
  return [...logs].sort((a, b) => compare(a.date, b.date) || compare(a.created_at, b.created_at) || compare(a.id, b.id));
}

const strokes = (x: number) => `${x < 0 ? '−' : '+'}${Math.abs(x)}`;

function whsNotes(whs: WhsIndex): Map<string, string[]> {
  const recent = Math.min(whs.scores.length, 20);
  const notes = new Map<string, string[]>();
  for (const score of whs.scores) {
    const lines: string[] = [];
    if (score.counts) lines.push(`Counts: one of your best ${whs.counting} of the last ${recent}`);
    else if (!score.recent) lines.push(`Not counted: older than your last 20 rounds`);
    if (score.esrTriggered < 0) lines.push(`Exceptional score: ESR ${strokes(score.esrTriggered)}`);
    if (score.esrApplied < 0) lines.push(`ESR ${strokes(score.esrApplied)} applied`);
    if (lines.length > 0) notes.set(score.id, lines);
  }
  return notes;
}

function whsIndexNote(whs: WhsIndex): string | null {
  const low = whs.lowIndex?.toFixed(1);
  // Rule 5.7, Interpretation 5.7/1: the Low Handicap Index is looked up in the 12 months up to the previous round.
  if (whs.cap === 'soft') return `Soft cap applied: ${whs.uncapped?.toFixed(1)} rose more than 3.0 above your lowest index of the 12 months up to your previous round (${low}), so half of the excess counts.`;
  if (whs.cap === 'hard') return `Hard cap applied: ${whs.uncapped?.toFixed(1)} is held to 5.0 above your lowest index of the 12 months up to your previous round (${low}).`;
  if (whs.value !== null && whs.uncapped !== null && whs.uncapped > whs.value) return `The maximum index is 54.0 (calculated ${whs.uncapped.toFixed(1)}).`;
  return null;
}

/** The league's method via the scoring engine (the server's get_suggested_index applies the same rule). */
export function suggestionFor(logs: readonly HandicapLog[], method: HandicapMethod = 'TABLE'): Suggestion {
  const result = indexByMethod(
    method,
    chronological(logs).map((log) => ({
      id: log.id,
      date: log.date,
      postedAt: log.created_at,
      gross: log.gross,
      rating: log.rating,
      slope: log.slope,
      differential: log.differential,
    })),
  );
  const notes = result.whs
    ? whsNotes(result.whs)
    : new Map(result.usedIds.map((id) => [id, [result.label.startsWith('all') ? `Counts: ${result.label} rounds` : `Counts: one of your ${result.label}`]]));
  return {
    method,
    value: result.value,
    label: result.label,
    usedIds: new Set(result.usedIds),
    notes,
    indexNote: result.whs ? whsIndexNote(result.whs) : null,
  };
}
