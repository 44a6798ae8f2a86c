// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { mergeImportable } from './get-importable-matches';

const row = (id: string, date: string, is_final = false) => ({ id, name: id, date, course_name: null, entries_count: 0, is_final });

describe('mergeImportable', () => {
  it('lists each open match once, newest first, and never a final one', () => {
    expect(
      mergeImportable([row('today', '2026-11-25'), row('next', '2026-12-01')], [row('today', '2026-11-25'), row('open', '2026-11-20'), row('done', '2026-11-19', true)]).map(
        (match) => match.id,
      ),
    ).toEqual(['next', 'today', 'open']);
  });
});
