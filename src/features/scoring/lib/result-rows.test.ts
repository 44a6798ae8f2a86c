import { describe, expect, it } from 'vitest';
import { scoreMatch } from '@/domain/score-match';
import { allHoles, entry, game, matchDetail } from '../test/fixtures';
import { buildEngineInput } from '@/domain/engine-input';
import { explainPayout, explainRemainder } from './explain';
import { validateResults, POINTS_REQUIRED_MESSAGE, SKINS_REQUIRED_MESSAGE } from './result-rows';

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

describe('validateResults', () => {
  it('needs points above 0 for someone in Stableford and skins for someone in skins', () => {
    const s = score();
    expect(validateResults(s)).toEqual({});
    const [stb, skins, nassau] = s.games;
    if (!stb || !skins || !nassau) throw new Error('missing games');
    const noScores = {
      ...s,
      games: [
        { ...stb, results: stb.results.map((r) => ({ ...r, points: 0 })) },
        { ...skins, results: skins.results.map((r) => ({ ...r, skinsWon: 0 })) },
        nassau,
      ],
    };
    expect(validateResults(noScores)).toEqual({ STB_V2: POINTS_REQUIRED_MESSAGE, SKINS_GROSS: SKINS_REQUIRED_MESSAGE });
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
    expect(explainRemainder(skins)).toMatch(/^(Rounding: \$|Undecided: \$|Everything in the pot is paid out)/);
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
