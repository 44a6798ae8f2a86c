import { suggestedIndex } from '@/domain/handicap';
import type { HandicapLog } from '../api/get-handicap-logs';

export type Suggestion = {
  value: number | null;
  label: string;
  /** Logs whose differential counted towards the suggested index. */
  usedIds: ReadonlySet<string>;
};

/** Oldest first; equal dates by entry time, so ties between equal differentials resolve the same way every time. */
export function chronological(logs: readonly HandicapLog[]): HandicapLog[] {
  return [...logs].sort((a, b) => a.date.localeCompare(b.date) || a.created_at.localeCompare(b.created_at));
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
