import { describe, expect, it } from 'vitest';
import { cardView, offlineSaveMessage, parseScoreCell, withCell, withoutPlayers, withRefused } from './score-drafts';

describe('parseScoreCell', () => {
  it('reads a gross score from 1 to 12, empty as no score, anything else as invalid', () => {
    expect(parseScoreCell(' 4 ')).toBe(4);
    expect(parseScoreCell('12')).toBe(12);
    expect(parseScoreCell('')).toBeNull();
    expect(parseScoreCell('  ')).toBeNull();
    for (const text of ['0', '13', '4.5', '-3', 'x', '007']) expect(parseScoreCell(text)).toBe('invalid');
  });
});

describe('cardView', () => {
  const base = [4, null, 5];

  it('shows the base card when nothing was typed', () => {
    expect(cardView(base, undefined)).toEqual({ values: ['4', '', '5'], holes: [4, null, 5], invalid: new Set(), patch: {} });
  });

  it('lays typed text over the base: changed holes go into the patch, invalid ones count as empty', () => {
    const view = cardView(base, { 0: '4', 1: '6', 2: 'x' });
    expect(view.values).toEqual(['4', '6', 'x']);
    expect(view.holes).toEqual([4, 6, null]);
    expect(view.invalid).toEqual(new Set([2]));
    expect(view.patch).toEqual({ 1: 6 });
  });

  it('a cleared cell is a change to no score', () => {
    expect(cardView(base, { 2: '' }).patch).toEqual({ 2: null });
  });
});

describe('drafts', () => {
  it('sets one cell without touching the other players or holes', () => {
    const drafts = withCell(withCell({ bob: { 0: '3' } }, 'ann', 1, '5'), 'ann', 2, '6');
    expect(drafts).toEqual({ bob: { 0: '3' }, ann: { 1: '5', 2: '6' } });
  });

  it('gives refused edits back as text, beside what is still typed', () => {
    expect(withRefused({ ann: { 0: '4' } }, [{ playerId: 'ann', patch: { 3: 7, 4: null } }, { playerId: 'bob', patch: { 0: 2 } }])).toEqual({
      ann: { 0: '4', 3: '7', 4: '' },
      bob: { 0: '2' },
    });
  });

  it('drops the drafts of imported players', () => {
    expect(withoutPlayers({ ann: { 0: '4' }, bob: { 0: '2' } }, ['ann'])).toEqual({ bob: { 0: '2' } });
  });
});

describe('offlineSaveMessage', () => {
  it('counts the waiting scores', () => {
    expect(offlineSaveMessage(1)).toBe("You're offline. 1 score waiting to sync; they are kept on this device.");
    expect(offlineSaveMessage(3)).toBe("You're offline. 3 scores waiting to sync; they are kept on this device.");
  });
});
