// The league's rule for a player with no index (setting noIndexPlaysOff) as every engine caller applies it.
import { describe, expect, it } from 'vitest';
import { buildEngineInput, scoringSettingsFrom } from '@/domain/engine-input';
import { parseNoIndexPlaysOff } from '@/domain/no-index';
import { scoreMatch } from '@/domain/score-match';
import { allHoles, entry, game, matchDetail } from '../test/fixtures';

const stb = game('STB_V2', { id: 'g-stb', pot_calc: 'PER_ENTRY', buy_in: 1000 });
const skins = game('SKINS_GROSS', { id: 'g-skins', pot_calc: 'PER_ENTRY', buy_in: 500 });

const detail = matchDetail({
  games: [stb, skins],
  entries: [
    entry('p-ann', 'Ann', { league_index: 12.4, opted_in_game_ids: ['g-stb', 'g-skins'] }),
    entry('p-cy', 'Cy', { league_index: null, opted_in_game_ids: ['g-stb'] }),
  ],
  scorecards: [{ player_id: 'p-cy', holes: allHoles(5), gross_total: 90, updated_at: '2025-05-10T12:00:00Z', attested_at: null }],
});

const settings = (noIndexPlaysOff: string | undefined) =>
  scoringSettingsFrom({
    stablefordTable: 'STANDARD',
    allowancePct: 100,
    payoutCurves: { small: '70,30', medium: '50,30,20', large: '40,30,20,10' },
    extra: noIndexPlaysOff === undefined ? {} : { noIndexPlaysOff },
  });

describe('parseNoIndexPlaysOff', () => {
  it.each([
    [undefined, 'ZERO'],
    ['ZERO', 'ZERO'],
    ['NOT_ALLOWED', 'NOT_ALLOWED'],
    ['18.0', 18],
    ['-2.5', -2.5],
    ['nonsense', 'ZERO'],
  ])('%s → %s', (text, expected) => {
    expect(parseNoIndexPlaysOff(text)).toBe(expected);
  });
});

describe('a player with no index', () => {
  it('plays off course handicap 0 by default, flagged', () => {
    const built = buildEngineInput(detail, { settings: settings(undefined) });
    if (!built.ok) throw new Error(built.problem);
    const cy = scoreMatch(built.input).players.find((p) => p.id === 'p-cy');
    expect(cy).toMatchObject({ index: null, courseHandicap: 0, noIndex: true });
  });

  it("plays off the league's set index, still flagged as having none", () => {
    const built = buildEngineInput(detail, { settings: settings('18.0') });
    if (!built.ok) throw new Error(built.problem);
    const cy = scoreMatch(built.input).players.find((p) => p.id === 'p-cy');
    // 18.0 × 125 / 113 + (71.2 − 72) = 19.11 → 19
    expect(cy).toMatchObject({ index: 18, courseHandicap: 19, noIndex: true });
  });

  it('is refused in a net game when the league does not allow it (the match cannot be scored or finalized)', () => {
    expect(buildEngineInput(detail, { settings: settings('NOT_ALLOWED') })).toEqual({
      ok: false,
      problem: 'Cy has no handicap index and the league does not allow net games without one: give them a provisional index or take them out of the net games.',
    });
  });

  it('may play gross games when net games are not allowed', () => {
    const grossOnly = { ...detail, entries: detail.entries.map((e) => (e.player_id === 'p-cy' ? { ...e, opted_in_game_ids: ['g-skins'] } : e)) };
    expect(buildEngineInput(grossOnly, { settings: settings('NOT_ALLOWED') }).ok).toBe(true);
  });
});
