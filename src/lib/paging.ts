/** 'Showing 51–100 of 1,820' for a page of `shown` rows starting at row `offset` (0-based). */
export function showingRange(offset: number, shown: number, total: number): string {
  const n = (value: number) => value.toLocaleString('en-US');
  return `Showing ${n(offset + 1)}–${n(offset + shown)} of ${n(total)}`;
}
