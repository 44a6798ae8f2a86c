// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RosterPage, RosterPageParams, RosterSort, StatusFilter } from '@/api/players/get-players-public';
import { useRosterPage } from './use-roster-page';

type Answer = { data: RosterPage | undefined; isPlaceholderData: boolean };
let answer: Answer;
const usePlayersPage = vi.fn<(params: RosterPageParams) => Answer>(() => answer);
vi.mock('@/api/players/get-players-public', () => ({ usePlayersPage: (params: RosterPageParams) => usePlayersPage(params) }));

const player = { id: 'p', name: 'P', nickname: null, status: 'ACTIVE' as const, created_at: '2026-01-01', join_date: null, league_index: null, index_source: null, career_earnings_cents: 0 };
const lastParams = () => usePlayersPage.mock.lastCall?.[0];

describe('useRosterPage', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    answer = { data: { rows: [player], total: 120, offset: 0 }, isPlaceholderData: false };
    usePlayersPage.mockClear();
  });
  afterEach(() => vi.useRealTimers());

  it('asks for the search once the typing stops, trimmed', () => {
    const { rerender } = renderHook(({ search }) => useRosterPage('ACTIVE', search), { initialProps: { search: '' } });
    rerender({ search: '  ann ' });
    expect(lastParams()).toEqual({ status: 'ACTIVE', search: '', page: 0, sort: 'NAME' });
    act(() => vi.advanceTimersByTime(250));
    expect(lastParams()).toEqual({ status: 'ACTIVE', search: 'ann', page: 0, sort: 'NAME' });
  });

  it('starts again at the first page when the filter or the search changes', () => {
    const { result, rerender } = renderHook(({ filter, search }: { filter: StatusFilter; search: string }) => useRosterPage(filter, search), {
      initialProps: { filter: 'ACTIVE', search: '' },
    });
    act(() => result.current.setPage(2));
    expect(lastParams()?.page).toBe(2);
    rerender({ filter: 'ALL', search: '' });
    expect(result.current.page).toBe(0);
    act(() => result.current.setPage(1));
    rerender({ filter: 'ALL', search: 'bo' });
    act(() => vi.advanceTimersByTime(250));
    expect(result.current.page).toBe(0);
    expect(lastParams()).toEqual({ status: 'ALL', search: 'bo', page: 0, sort: 'NAME' });
  });

  it('asks the server for the chosen order and starts again at the first page when it changes', () => {
    const { result, rerender } = renderHook(({ sort }: { sort: RosterSort }) => useRosterPage('ACTIVE', '', sort), {
      initialProps: { sort: 'NAME' },
    });
    act(() => result.current.setPage(3));
    rerender({ sort: 'INDEX' });
    expect(result.current.page).toBe(0);
    expect(lastParams()).toEqual({ status: 'ACTIVE', search: '', page: 0, sort: 'INDEX' });
    rerender({ sort: 'EARNINGS' });
    expect(lastParams()?.sort).toBe('EARNINGS');
  });

  it('goes back to the first page when the page it shows has emptied, not while the next page loads', () => {
    const { result, rerender } = renderHook(() => useRosterPage('PENDING', ''));
    act(() => result.current.setPage(1));
    answer = { data: { rows: [], total: 0, offset: 0 }, isPlaceholderData: true };
    rerender();
    expect(result.current.page).toBe(1);
    answer = { data: { rows: [], total: 0, offset: 0 }, isPlaceholderData: false };
    rerender();
    expect(result.current.page).toBe(0);
  });
});
