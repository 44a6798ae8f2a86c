import { describe, expect, it } from 'vitest';
import { scoreMatch } from '@/domain/score-match';
import { allHoles, entry, game, matchDetail } from '../test/fixtures';
import { buildEngineInput } from './engine-input';
import { explainPayout, explainRemainder } from './explain';
import { buildResultRows, resultValue, validateResults, POINTS_REQUIRED_MESSAGE, SKINS_REQUIRED_MESSAGE } from './result-rows';

const detail = matchDetail({
  games: [
    game('STB_V2', { id: 'g-stb', buy_in: 1001 }),
    game('SKINS_GROSS', { id: 'g-skins', buy_in: 500 }),
    game('NASSAU', { id: 'g-nassau', buy_in: 1000 }),
  ],
  entries: ['a', 'b', 'c'].map((id) => entry(id, `Player ${id.toUpperCase()}`, { league_index: 0, opted_in_game_ids: ['g-stb', 'g-skins', 'g-nassau'] })),
  scorecards: [
    { player_id: 'a', holes: [3, ...allHoles(4).slice(1)], gross_total: 0, updated_at: '', attested_at: null },
    { player_id: 'b', holes: [3, 3, ...allHoles(4).slice(2)], gross_total: 0, updated_at: '', attested_at: null },
    { player_id: 'c', holes: [4, 4, ...allHoles(5).slice(2)], gross_total: 0, updated_at: '', attested_at: null },
  ],
});

function score() {
  const built = buildEngineInput({ ...detail, teeset: { ...(detail.teeset as NonNullable<typeof detail.teeset>), par_by_hole: allHoles(4) as number[] } });
  if (!built.ok) throw new Error(built.problem);
  return scoreMatch(built.input);
}

const names = new Map([
  ['a', 'Player A'],
  ['b', 'Player B'],
  ['c', 'Player C'],
]);

describe('buildResultRows', () => {
  it('makes one row per player per game straight from the engine, with its summary and explanation', () => {
    const s = score();
    const rows = buildResultRows(s, {});
    expect(rows).toHaveLength(9);
    const stb = rows.filter((r) => r.game_code === 'STB_V2');
    expect(stb.map((r) => r.player_id)).toEqual(['b', 'a', 'c']);
    const totalStb = stb.reduce((t, r) => t + r.payout_cents, 0);
    expect(totalStb).toBeLessThanOrEqual(3003);
    expect(stb[0]).toMatchObject({ position: 1, points: s.games[0]?.results[0]?.points, notes: s.games[0]?.results[0]?.summary });
    expect(stb[0]?.explanation.kind).toBe('place');
    const skins = rows.filter((r) => r.game_code === 'SKINS_GROSS');
    expect(skins.find((r) => r.player_id === 'b')?.skins_won).toBe(2);
  });

  it("applies the admin's corrections but never changes a payout", () => {
    const s = score();
    const rows = buildResultRows(s, { STB_V2: { a: { points: '7.5', position: '9' } }, SKINS_GROSS: { c: { skinsWon: '3' } } });
    const a = rows.find((r) => r.game_code === 'STB_V2' && r.player_id === 'a');
    expect(a?.points).toBe(7.5);
    expect(a?.position).toBe(2); // Stableford position is computed, not typed.
    expect(a?.payout_cents).toBe(s.games[0]?.results.find((r) => r.playerId === 'a')?.payoutCents);
    expect(rows.find((r) => r.game_code === 'SKINS_GROSS' && r.player_id === 'c')?.skins_won).toBe(3);
    const skinsGame = s.games[1];
    if (!skinsGame) throw new Error('no skins game');
    expect(resultValue(skinsGame, 'c', 'skinsWon', {})).toBe('0');
  });
});

describe('validateResults', () => {
  it('needs points above 0 for someone in Stableford and skins for someone in skins', () => {
    const s = score();
    expect(validateResults(s, {})).toEqual({});
    const problems = validateResults(s, {
      STB_V2: { a: { points: '' }, b: { points: '0' }, c: { points: '' } },
      SKINS_GROSS: { b: { skinsWon: '0' } },
    });
    expect(problems.STB_V2?.message).toBe(POINTS_REQUIRED_MESSAGE);
    expect(problems.SKINS_GROSS?.message).toBe(SKINS_REQUIRED_MESSAGE);
  });

  it('checks each field: position ≥ 1, points in 0.5 steps, whole skins ≥ 0', () => {
    const s = score();
    const problems = validateResults(s, { STB_V2: { a: { points: '1.25' } }, SKINS_GROSS: { a: { skinsWon: '-1', position: '0' } } });
    expect(problems.STB_V2?.fieldErrors).toEqual({ a: { points: 'Points must be 0 or more in steps of 0.5' } });
    expect(problems.SKINS_GROSS?.fieldErrors).toEqual({
      a: { position: 'Position must be a whole number of 1 or more', skinsWon: 'Skins won must be a whole number of 0 or more' },
    });
  });
});

describe('explanations', () => {
  it('explains a skins payout hole by hole and the remainder', () => {
    const s = score();
    const skins = s.games[1];
    if (!skins) throw new Error('no skins game');
    const b = skins.results.find((r) => r.playerId === 'b');
    if (!b) throw new Error('no result');
    const lines = explainPayout({ code: 'SKINS_GROSS', position: b.position, payoutCents: b.payoutCents, explanation: b.explanation, names, game: skins });
    expect(lines).toContain('Hole 2: won outright with 3, 2 skins (1 + 1 carried from hole 1).');
    const c = skins.results.find((r) => r.playerId === 'a');
    if (!c) throw new Error('no result');
    const singles = explainPayout({ code: 'SKINS_GROSS', position: c.position, payoutCents: c.payoutCents, explanation: { kind: 'skins', centsPerSkin: 10, skins: [{ hole: 4, score: 3, skins: 1, carriedFromHoles: [] }, { hole: 9, score: 2, skins: 1, carriedFromHoles: [] }] }, names });
    expect(singles).toEqual(['Holes won outright, 1 skin each: 4 (3), 9 (2).', '2 skins × $0.10 = $0.20.', `Payout: $${(c.payoutCents / 100).toFixed(2)}.`]);
    expect(lines[lines.length - 1]).toBe(`Payout: $${(b.payoutCents / 100).toFixed(2)}.`);
    expect(explainRemainder(skins)).toMatch(/^Rounding remainder: \$/);
  });

  it('explains a place payout with its pool and a Nassau payout part by part', () => {
    const s = score();
    const stb = s.games[0];
    const nassau = s.games[2];
    if (!stb || !nassau) throw new Error('missing games');
    const first = stb.results[0];
    if (!first) throw new Error('no result');
    const lines = explainPayout({ code: 'STB_V2', position: first.position, payoutCents: first.payoutCents, explanation: first.explanation, names, game: stb });
    expect(lines[0]).toMatch(/^Finished 1st with \d+ points\.$/);
    expect(lines.some((l) => l.startsWith('Place 1 pays 60% of the pot'))).toBe(true);
    const b = nassau.results.find((r) => r.playerId === 'b');
    if (!b) throw new Error('no result');
    const nassauLines = explainPayout({ code: 'NASSAU', position: null, payoutCents: b.payoutCents, explanation: b.explanation, names });
    // Index 0 on a 71.2 rating / par 72 tee is course handicap -1: a stroke given back on the
    // stroke-index-18 hole (back nine). Player B has the lowest front and overall, ties A on the back.
    expect(nassauLines).toEqual([
      'Front 9: won with net 34, $10.00.',
      'Back 9: won with net 37, $5.00.',
      'Overall 18: won with net 71, $10.00.',
      'Payout: $25.00.',
    ]);
  });
});
