// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MatchDetail } from '@/api/matches/get-match-detail';
import { publicSettingsQueryOptions, type PublicSettings } from '@/api/settings/get-public-settings';
import { SETTINGS as LEAGUE_SETTINGS } from '@/test/public-settings';
import type { TeeSheet } from '@/api/tee-sheet/get-tee-sheet';
import { MATCH_FINALIZED_MESSAGE } from '@/domain/scorecard';
import { pendingScoresKey } from '../lib/pending-scores';
import { allHoles, entry, matchDetail } from '../test/fixtures';
import { GroupScoreScreen, HOLE_SAVE_DELAY_MS } from './group-score-screen';

// The server: every rpc answers; save_hole_scores answers the cards it was sent.
const rpc = vi.hoisted(() => vi.fn());
vi.mock('@/lib/supabase', () => ({
  supabase: { rpc },
  unwrap: (answer: { data: unknown; error: Error | null }) => {
    if (answer.error) throw answer.error;
    return answer.data;
  },
}));

// The shared settings without a club time zone (the browser's own), as these tests were written.
const SETTINGS: PublicSettings = { ...LEAGUE_SETTINGS, extra: {} };

// Pars 4,4,3,5,… and stroke indexes 7,1,15,… (fixtures); rating 71.2, slope 125, par 72.
const detail = matchDetail({
  match: { ...matchDetail().match, status: 'IN_PROGRESS', start_mode: 'SHOTGUN' },
  is_admin: false,
  entries: [
    entry('p-ann', 'Ann Lee', { league_index: 0 }),
    entry('p-mark', 'Mark Marker', { league_index: 18.4 }),
    entry('p-oscar', 'Oscar Other', { league_index: 5 }),
  ],
  scorecards: [{ player_id: 'p-ann', holes: [5, 4, ...allHoles(null).slice(2)], gross_total: 9, updated_at: '2025-05-10T12:00:00Z', attested_at: null }],
});
const sheet: TeeSheet = {
  match_id: 'match-1',
  start_mode: 'SHOTGUN',
  start_time: '08:00:00',
  groups: [
    {
      id: 'g1',
      number: 1,
      tee_time: null,
      start_hole: 1,
      marker_player_id: 'p-mark',
      flight: null,
      players: [
        { player_id: 'p-ann', name: 'Ann Lee', league_index: 0 },
        { player_id: 'p-mark', name: 'Mark Marker', league_index: 18.4 },
      ],
    },
    { id: 'g2', number: 2, tee_time: null, start_hole: 10, marker_player_id: null, flight: null, players: [{ player_id: 'p-oscar', name: 'Oscar Other', league_index: 5 }] },
  ],
  unplaced: [],
};

function renderScreen(value: MatchDetail = detail, viewer: string | null = 'p-mark') {
  if (viewer) window.localStorage.setItem('fairway.player', JSON.stringify({ playerId: viewer, token: 'tok' }));
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(publicSettingsQueryOptions().queryKey, SETTINGS);
  return render(
    <QueryClientProvider client={queryClient}>
      <GroupScoreScreen detail={value} sheet={sheet} requestedGroupId={null} onPickGroup={() => undefined} />
    </QueryClientProvider>,
  );
}

const row = (name: string) => within(screen.getByRole('listitem', { name }));
const score = (name: string, hole: number) => screen.getByRole('status', { name: `${name}, hole ${hole} score` });
const tap = (name: string, hole: number, what: 'par' | 'one less' | 'one more') =>
  fireEvent.click(screen.getByRole('button', { name: `${name}, hole ${hole}: ${what}` }));
const queued = () => JSON.parse(window.localStorage.getItem(pendingScoresKey('match-1')) ?? '{}') as unknown;

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  rpc.mockReset();
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  rpc.mockImplementation(async (name: string, args: { p_hole: number; p_scores: { player_id: string; strokes: number }[] }) => {
    if (name !== 'save_hole_scores') return { data: null, error: null };
    return {
      data: args.p_scores.map((s) => ({ player_id: s.player_id, holes: allHoles(null), gross_total: null, updated_at: '', attested_at: null })),
      error: null,
    };
  });
});

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('GroupScoreScreen', () => {
  it("opens the marker's group on its first open hole with par, stroke index and each player's strokes received", () => {
    renderScreen();
    // Ann has holes 1 and 2; Mark has none: the group opens on hole 1.
    expect(screen.getByRole('heading', { name: 'Hole 1' })).toBeInTheDocument();
    expect(screen.getByText(/Stroke index/)).toHaveTextContent('Par 4 · Stroke index 7');
    // Mark: 18.4 × 125 / 113 + (71.2 − 72) = 19.55 → 20 strokes: one on every hole, two on stroke index 1 and 2.
    expect(row('Mark Marker').getByText('1 stroke')).toBeInTheDocument();
    expect(row('Ann Lee').queryByText(/stroke/)).not.toBeInTheDocument();
    // Ann's saved 5 on the par 4: bogey, net 5, 1 point (Modified Stableford v2).
    expect(score('Ann Lee', 1)).toHaveTextContent('5Bogey');
    expect(row('Ann Lee').getByTestId('hole-net-points')).toHaveTextContent('Net 51 pts');
    expect(screen.queryByRole('listitem', { name: 'Oscar Other' })).not.toBeInTheDocument();
  });

  it('enters par in one tap and ±1 in one tap, with net and points at once, queued as not yet saved', () => {
    renderScreen();
    tap('Mark Marker', 1, 'par');
    expect(score('Mark Marker', 1)).toHaveTextContent('4Par');
    // One stroke received: net 3 on a par 4 is a net birdie, 4 points.
    expect(row('Mark Marker').getByTestId('hole-net-points')).toHaveTextContent('Net 34 pts');
    expect(row('Mark Marker').getByText('Not yet saved')).toBeInTheDocument();
    tap('Mark Marker', 1, 'one more');
    expect(score('Mark Marker', 1)).toHaveTextContent('5Bogey');
    tap('Ann Lee', 1, 'one less');
    expect(score('Ann Lee', 1)).toHaveTextContent('4Par');
    expect(queued()).toEqual({ 'p-mark': { '0': 5 }, 'p-ann': { '0': 4 } });
    expect(screen.getByText('2 scores not yet saved')).toBeInTheDocument();
  });

  it('saves the hole with one save_hole_scores call after the last tap, and at once on the next hole', async () => {
    renderScreen();
    tap('Ann Lee', 1, 'par');
    tap('Mark Marker', 1, 'par');
    expect(rpc).not.toHaveBeenCalledWith('save_hole_scores', expect.anything());
    await act(() => vi.advanceTimersByTimeAsync(HOLE_SAVE_DELAY_MS));
    expect(rpc).toHaveBeenCalledTimes(1);
    expect(rpc).toHaveBeenCalledWith('save_hole_scores', {
      p_match_id: 'match-1',
      p_hole: 1,
      p_scores: [
        { player_id: 'p-ann', strokes: 4 },
        { player_id: 'p-mark', strokes: 4 },
      ],
    });
    expect(queued()).toEqual({});
    expect(screen.getByText('All scores saved')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Next hole' }));
    expect(screen.getByRole('heading', { name: 'Hole 2' })).toBeInTheDocument();
    tap('Mark Marker', 2, 'one more');
    fireEvent.click(screen.getByRole('button', { name: 'Next hole' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(rpc).toHaveBeenLastCalledWith('save_hole_scores', { p_match_id: 'match-1', p_hole: 2, p_scores: [{ player_id: 'p-mark', strokes: 5 }] });
  });

  it('keeps a score typed offline queued and shown as not yet saved', async () => {
    vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    renderScreen();
    tap('Mark Marker', 1, 'par');
    await act(() => vi.advanceTimersByTimeAsync(HOLE_SAVE_DELAY_MS));
    expect(rpc).not.toHaveBeenCalled();
    expect(screen.getByText('Offline · 1 score not yet saved, kept on this phone')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark Marker, hole 1: 4, not yet saved' })).toBeInTheDocument();
  });

  it('turns the hole by swipe and jumps from the group card', () => {
    renderScreen();
    const hole = screen.getByRole('region', { name: 'Hole 1' });
    fireEvent.touchStart(hole, { touches: [{ clientX: 300, clientY: 200 }] });
    fireEvent.touchEnd(hole, { changedTouches: [{ clientX: 100, clientY: 210 }] });
    expect(screen.getByRole('heading', { name: 'Hole 2' })).toBeInTheDocument();
    fireEvent.touchStart(hole, { touches: [{ clientX: 100, clientY: 200 }] });
    fireEvent.touchEnd(hole, { changedTouches: [{ clientX: 300, clientY: 200 }] });
    expect(screen.getByRole('heading', { name: 'Hole 1' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Ann Lee, hole 2: 4' }));
    expect(screen.getByRole('heading', { name: 'Hole 2' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Mark Marker, hole 18: no score' }));
    expect(screen.getByRole('heading', { name: 'Hole 18' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Finish round/ })).toBeInTheDocument();
  });

  it("lets a player who is not the marker enter only their own card", () => {
    renderScreen(detail, 'p-ann');
    expect(screen.getByRole('button', { name: 'Ann Lee, hole 1: par' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark Marker, hole 1: par' })).not.toBeInTheDocument();
    expect(screen.getByText("You keep your own card; your group's marker can enter it too.")).toBeInTheDocument();
  });

  it('shows who has attested, and offers the signed-in player their own attestation once the card is complete', () => {
    const complete = matchDetail({
      ...detail,
      scorecards: [
        { player_id: 'p-ann', holes: allHoles(4), gross_total: 72, updated_at: '', attested_at: null },
        { player_id: 'p-mark', holes: allHoles(5), gross_total: 90, updated_at: '', attested_at: '2025-05-10T15:00:00Z' },
      ],
    });
    renderScreen(complete, 'p-ann');
    const rows = screen.getAllByTestId('attest-row');
    expect(within(rows[0] as HTMLElement).getByRole('button', { name: 'Attest my card' })).toBeEnabled();
    expect(rows[1]).toHaveTextContent('Mark MarkerAttested');
    // Every hole is scored: the screen opens on the group's starting hole.
    expect(screen.getByRole('heading', { name: 'Hole 1' })).toBeInTheDocument();
  });

  it('is read-only with the spec message once the match is final, and queued scores give way to the official card', () => {
    window.localStorage.setItem(pendingScoresKey('match-1'), JSON.stringify({ 'p-ann': { '0': 9 } }));
    renderScreen({ ...detail, match: { ...detail.match, is_final: true, status: 'FINAL' }, can_enter_scores: false });
    expect(screen.getByText(MATCH_FINALIZED_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /: par$/ })).not.toBeInTheDocument();
    expect(score('Ann Lee', 1)).toHaveTextContent('5');
  });
});
