// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { MatchScorecard } from '@/api/matches/get-match-detail';
import { shouldPromptAttest } from './match-attest-prompt';

const card = (playerId: string, holes: (number | null)[], attested = false): MatchScorecard => ({
  player_id: playerId,
  holes,
  gross_total: null,
  updated_at: '2026-12-07T12:00:00Z',
  attested_at: attested ? '2026-12-07T13:00:00Z' : null,
});
const full = Array<number>(18).fill(4);
const open = { match: { is_final: false, cancelled_at: null }, entries: [{ player_id: 'ann' }, { player_id: 'bob' }] };

describe('the match page asks a player to attest their card', () => {
  it('asks every entrant whose own card is complete and unattested, not only the marker', () => {
    const cards = [card('ann', full), card('bob', full)];
    expect(shouldPromptAttest(open, cards, 'ann')).toBe(true);
    expect(shouldPromptAttest(open, cards, 'bob')).toBe(true);
  });

  it('waits until all 18 holes are saved, and stops once attested', () => {
    expect(shouldPromptAttest(open, [card('ann', [...full.slice(1), null])], 'ann')).toBe(false);
    expect(shouldPromptAttest(open, [card('ann', full, true)], 'ann')).toBe(false);
    expect(shouldPromptAttest(open, [], 'ann')).toBe(false);
  });

  it('stops once the match is final or called off, and never asks a visitor or a non-entrant', () => {
    const cards = [card('ann', full), card('cat', full)];
    expect(shouldPromptAttest({ ...open, match: { is_final: true, cancelled_at: null } }, cards, 'ann')).toBe(false);
    expect(shouldPromptAttest({ ...open, match: { is_final: false, cancelled_at: '2026-12-07T10:00:00Z' } }, cards, 'ann')).toBe(false);
    expect(shouldPromptAttest(open, cards, null)).toBe(false);
    expect(shouldPromptAttest(open, cards, 'cat')).toBe(false);
  });
});
