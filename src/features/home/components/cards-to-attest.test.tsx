// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getCardsToAttest, isCardComplete } from '@/api/scorecards/get-cards-to-attest';
import { CardsToAttest } from './cards-to-attest';

const server = vi.hoisted(() => ({ rpc: vi.fn(), from: vi.fn() }));
vi.mock('@/lib/supabase', () => ({
  supabase: server,
  unwrap: (answer: { data: unknown; error: Error | null }) => {
    if (answer.error) throw answer.error;
    return answer.data;
  },
}));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const holes = (count: number) => Object.fromEntries(Array.from({ length: 18 }, (_, i) => [`hole_${i + 1}`, i < count ? 4 : null]));

/** A PostgREST builder stand-in: every filter returns itself; awaiting it answers `data`. */
function builder(data: unknown) {
  const calls: [string, unknown[]][] = [];
  const chain: Record<string, unknown> = {};
  for (const method of ['select', 'eq', 'is', 'in', 'order']) {
    chain[method] = (...args: unknown[]) => {
      calls.push([method, args]);
      return chain;
    };
  }
  chain.then = (resolve: (value: unknown) => void) => resolve({ data, error: null });
  return { chain, calls };
}

describe("the home's cards to attest", () => {
  it('counts a card complete only with all 18 holes saved', () => {
    expect(isCardComplete(holes(18))).toBe(true);
    expect(isCardComplete(holes(17))).toBe(false);
  });

  it("lists the player's complete, unattested cards of matches neither final nor called off", async () => {
    const cards = builder([{ match_id: 'm-done', ...holes(18) }, { match_id: 'm-half', ...holes(9) }]);
    const matches = builder([{ id: 'm-done', name: 'Tuesday Medal', date: '2026-12-07' }]);
    server.from.mockImplementation((table: string) => (table === 'scorecards' ? cards.chain : matches.chain));

    await expect(getCardsToAttest('ann')).resolves.toEqual([{ match_id: 'm-done', name: 'Tuesday Medal', date: '2026-12-07' }]);
    expect(cards.calls).toContainEqual(['eq', ['player_id', 'ann']]);
    expect(cards.calls).toContainEqual(['is', ['attested_at', null]]);
    expect(matches.calls).toContainEqual(['in', ['id', ['m-done']]]);
    expect(matches.calls).toContainEqual(['eq', ['is_final', false]]);
    expect(matches.calls).toContainEqual(['is', ['cancelled_at', null]]);
  });

  it('asks nothing more when no card is complete', async () => {
    const cards = builder([{ match_id: 'm-half', ...holes(10) }]);
    server.from.mockImplementation(() => cards.chain);
    await expect(getCardsToAttest('ann')).resolves.toEqual([]);
    expect(server.from).toHaveBeenCalledTimes(1);
  });

  it('prompts with the confirm-first "Attest my card" and attests only after confirming', async () => {
    server.rpc.mockResolvedValue({ data: { player_id: 'ann', holes: [], gross_total: 72, updated_at: '', attested_at: 'now' }, error: null });
    const user = userEvent.setup({ delay: null });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <CardsToAttest cards={[{ match_id: 'm-done', name: 'Tuesday Medal', date: '2026-12-07' }]} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const prompt = screen.getByRole('region', { name: 'Attest your card for Tuesday Medal' });
    expect(within(prompt).getByRole('link', { name: 'Check my card' })).toHaveAttribute('href', '/matches/m-done?tab=scores');

    await user.click(within(prompt).getByRole('button', { name: 'Attest my card' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Attest your card?' });
    expect(server.rpc).not.toHaveBeenCalled();
    await user.click(within(confirm).getByRole('button', { name: 'Attest' }));
    expect(server.rpc).toHaveBeenCalledWith('attest_scorecard', { p_match_id: 'm-done' });
  });
});
