import { suggestedIndex } from '@/domain/handicap';
import type { HandicapLog } from '../api/get-handicap-logs';

export type Suggestion = {
  value: number | null;
  label: string;
  /** Logs whose differential counted towards the suggested index. */
  usedIds: ReadonlySet<string>;
};

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Oldest first (date, entry time, id): equal differentials then resolve exactly as the server's
 * get_suggested_index orders them, so both mark the same rounds as counted.
 */
export function chronological(logs: readonly HandicapLog[]): HandicapLog[] {
  return [...logs].sort((a, b) => compare(a.date, b.date) || compare(a.created_at, b.created_at) || compare(a.id, b.id));
}

/** The spec §9 rule via the scoring engine (the server's get_suggested_index applies the same rule). */
export function suggestionFor(logs: readonly HandicapLog[]): Suggestion {
  const ordered = chronological(logs);
  const result = suggestedIndex(ordered.map((log) => log.differential));
  return {
    value: result.value,
    label: result.label,
    usedIds: new Set(result.used.flatMap((position) => (ordered[position] ? [ordered[position].id] : []))),
  };
}
