/**
 * Collect Payments walks the entrants who still owe: after a payment is recorded for one, the next unpaid entrant
 * in the list (after it, wrapping round) — never the one just paid — or null when nobody else owes.
 */
export function nextUnpaidEntry<T extends { player_id: string; paid_in_full: boolean }>(entries: readonly T[], justPaidId: string): T | null {
  const at = entries.findIndex((entry) => entry.player_id === justPaidId);
  for (let step = 1; step <= entries.length; step += 1) {
    const candidate = entries[(Math.max(at, 0) + step) % entries.length];
    if (candidate.player_id !== justPaidId && !candidate.paid_in_full) return candidate;
  }
  return null;
}
