// The shared assembly (src/domain/engine-input.ts) fed with the match page's own detail (the fixtures).
import { describe, expect, it } from 'vitest';
import { scoreMatch } from '@/domain/score-match';
import { allHoles, entry, game, matchDetail, PARS, STROKE_INDEXES } from '../test/fixtures';
import {
  buildEngineInput,
  gamePlayerIds,
  matchSettings,
  NO_TEESET_PROBLEM,
  normalizeHoles,
  savedHoles,
  scorableGames,
} from '@/domain/engine-input';

const stb = game('STB_V2', { id: 'g-stb', pot_calc: 'PER_ENTRY', buy_in: 1000 });
const skins = game('SKINS_GROSS', { id: 'g-skins', pot_calc: 'PER_PLAYER', buy_in: 500 });
const nassau = game('NASSAU', { id: 'g-nassau', pot_calc: 'FLAT', buy_in: 3000 });
const matchPlay = game('MATCH_PLAY', { id: 'g-mp', requires_teams: true });
const disabled = game('STROKE_PLAY', { id: 'g-sp', enabled: false });

const detail = matchDetail({
  games: [stb, skins, nassau, matchPlay, disabled],
  entries: [
    entry('p-ann', 'Ann', { league_index: 12.4, opted_in_game_ids: ['g-stb', 'g-nassau'] }),
    entry('p-bob', 'Bob', { league_index: -1.5, opted_in_game_ids: ['g-stb'] }),
    entry('p-cy', 'Cy', { league_index: null, opted_in_game_ids: [] }),
  ],
  scorecards: [
    { player_id: 'p-ann', holes: allHoles(5), gross_total: 90, updated_at: '2025-05-10T12:00:00Z', attested_at: null },
    { player_id: 'p-bob', holes: [4, 4, null, ...allHoles(4).slice(3)], gross_total: 68, updated_at: '2025-05-10T12:00:00Z', attested_at: null },
  ],
});

describe('buildEngineInput', () => {
  it('takes holes, rating and slope from the tee set', () => {
    const result = buildEngineInput(detail);
    if (!result.ok) throw new Error(result.problem);
    expect(result.input.holes).toEqual(PARS.map((par, i) => ({ par, strokeIndex: STROKE_INDEXES[i] })));
    expect(result.input.rating).toBe(71.2);
    expect(result.input.slope).toBe(125);
  });

  it("falls back to the match's course rating and slope when the tee set has none", () => {
    const teeset = { ...detail.teeset, rating: null, slope: null } as unknown as NonNullable<typeof detail.teeset>;
    const result = buildEngineInput({ ...detail, teeset });
    if (!result.ok) throw new Error(result.problem);
    expect(result.input.rating).toBe(70.1);
    expect(result.input.slope).toBe(120);
  });

  it('reports a match without a tee set instead of guessing par', () => {
    expect(buildEngineInput({ ...detail, teeset: null })).toEqual({ ok: false, problem: NO_TEESET_PROBLEM });
    const short = { ...detail, teeset: { ...(detail.teeset as NonNullable<typeof detail.teeset>), par_by_hole: PARS.slice(0, 9) } };
    expect(buildEngineInput(short).ok).toBe(false);
  });

  it('makes one player per entry with the published index and the saved card (18 holes, nulls kept)', () => {
    const result = buildEngineInput(detail);
    if (!result.ok) throw new Error(result.problem);
    expect(result.input.players).toEqual([
      { id: 'p-ann', index: 12.4, gross: allHoles(5) },
      { id: 'p-bob', index: -1.5, gross: [4, 4, null, ...allHoles(4).slice(3)] },
      { id: 'p-cy', index: null, gross: allHoles(null) },
    ]);
  });

  it('uses the card overrides (unsaved edits) instead of the saved cards', () => {
    const result = buildEngineInput(detail, { cards: { 'p-cy': [3, 4, 5] } });
    if (!result.ok) throw new Error(result.problem);
    expect(result.input.players[2]?.gross).toEqual([3, 4, 5, ...allHoles(null).slice(3)]);
    expect(result.input.players[0]?.gross).toEqual(allHoles(5));
  });

  it('includes enabled games only (team games too, with their format) and puts the right players in each', () => {
    const result = buildEngineInput(detail);
    if (!result.ok) throw new Error(result.problem);
    expect(result.input.games).toEqual([
      { code: 'STB_V2', buyInCents: 1000, potCalc: 'PER_ENTRY', playerIds: ['p-ann', 'p-bob'] },
      { code: 'SKINS_GROSS', buyInCents: 500, potCalc: 'PER_PLAYER', playerIds: ['p-ann', 'p-bob', 'p-cy'] },
      { code: 'NASSAU', buyInCents: 3000, potCalc: 'FLAT', playerIds: ['p-ann', 'p-bob', 'p-cy'] },
      { code: 'MATCH_PLAY', buyInCents: 1000, potCalc: 'PER_ENTRY', playerIds: [], format: null, teams: [] },
    ]);
  });

  it('passes the league settings through and the engine accepts the input', () => {
    const settings = {
      stablefordTable: 'STANDARD' as const,
      allowancePct: 90,
      payoutCurves: { small: [70, 30], medium: [50, 30, 20], large: [40, 30, 20, 10] },
    };
    const result = buildEngineInput(detail, { settings });
    if (!result.ok) throw new Error(result.problem);
    expect(result.input.settings).toEqual({
      stablefordTable: 'STANDARD',
      allowancePct: 90,
      payoutCurves: { small: [70, 30], medium: [50, 30, 20], large: [40, 30, 20, 10] },
    });
    const score = scoreMatch(result.input);
    expect(score.stablefordTable).toBe('STANDARD');
    expect(score.games.map((g) => g.potCents)).toEqual([2000, 1500, 3000, 0]);
    expect(score.leaderboard.map((row) => row.playerId)).toContain('p-cy');
  });
});

describe('helpers', () => {
  it("scores a finished match with the settings recorded at its first finalize, an open one with the league's", () => {
    const league = { stablefordTable: 'MODIFIED_V2' as const, allowancePct: 90, payoutCurves: { small: '100', medium: '60,40', large: '50,30,20' }, placeTies: 'countback' as const };
    const recorded = { ...league, allowancePct: 100, placeTies: 'split' as const };
    expect(matchSettings({ played_with: null }, league)).toMatchObject({ allowancePct: 90, placeTies: 'countback' });
    expect(matchSettings({ played_with: { indexes: {}, settings: recorded } }, league)).toMatchObject({ allowancePct: 100, placeTies: 'split' });
    expect(matchSettings({}, undefined)).toBeUndefined();
  });

  it('normalizes any array to 18 holes', () => {
    expect(normalizeHoles([4, '5', null, undefined, '', 'x'])).toEqual([4, 5, ...allHoles(null).slice(2)]);
    expect(normalizeHoles(null)).toEqual(allHoles(null));
    expect(normalizeHoles(allHoles(3).concat([9]))).toEqual(allHoles(3));
  });

  it('reads a saved card or gives an empty one', () => {
    expect(savedHoles(detail, 'p-ann')).toEqual(allHoles(5));
    expect(savedHoles(detail, 'p-cy')).toEqual(allHoles(null));
  });

  it('lists scorable games and the players of each', () => {
    expect(scorableGames(detail).map((g) => g.id)).toEqual(['g-stb', 'g-skins', 'g-nassau', 'g-mp']);
    expect(gamePlayerIds(detail, skins)).toEqual(['p-ann', 'p-bob', 'p-cy']);
    expect(gamePlayerIds(detail, stb)).toEqual(['p-ann', 'p-bob']);
    expect(gamePlayerIds(detail, nassau)).toEqual(['p-ann', 'p-bob', 'p-cy']);
  });
});
