// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MatchEntry, MatchPageDetail, MatchRecord } from '@/api/matches/get-match-detail';
import { polyfillRadix, renderWithClient } from '../test/render';
import { AdminControlsBar } from './admin-controls-bar';

vi.mock('@/api/matches/get-finalize-readiness', () => ({
  useFinalizeReadiness: (_matchId: string, enabled: boolean) => ({ data: enabled ? { can_finalize: false, problem: 'All entries must be paid before results can be finalized' } : undefined }),
}));

beforeAll(polyfillRadix);
afterEach(cleanup);

const match = (over: Partial<MatchRecord>): MatchRecord => ({
  id: 'm1',
  name: 'Saturday Skins',
  league_id: 'l-1',
  season_id: 's-1',
  date: '2026-11-26',
  course_name: 'Pine Hollow',
  course_rating: 72.4,
  course_slope: 131,
  format: 'Individual Stableford',
  notes: null,
  require_payment_before_play: true,
  course_id: null,
  teeset_id: null,
  capacity: null,
  allow_waitlist: true,
  open_signup: false,
  is_final: false,
  finalized_at: null,
  created_at: '2026-11-01T00:00:00Z',
  start_time: '08:00:00',
  start_mode: 'TEE_TIMES',
  cancelled_at: null,
  cancel_reason: null,
  status: 'IN_PROGRESS',
  ...over,
});

const entry = { player_id: 'p1', name: 'Ann Lee', paid_in_full: false } as MatchEntry;

function renderBar(record: MatchRecord, entries: MatchEntry[]) {
  const detail = { match: record, entries, results: [], games: [], pots: [], teeset: null, entries_count: entries.length } as unknown as MatchPageDetail;
  renderWithClient(<AdminControlsBar detail={detail} onInvite={() => undefined} onGoToScores={() => undefined} onCollectPayments={() => undefined} />);
  return screen.getByRole('region', { name: 'Admin controls' });
}

describe('AdminControlsBar', () => {
  it('offers Finalize beside Invite on match day with entrants, saying what blocks it', () => {
    const bar = renderBar(match({}), [entry]);
    const finalize = within(bar).getByRole('link', { name: 'Finalize Match' });
    expect(finalize).toHaveAttribute('href', '/admin/matches/m1/results');
    expect(finalize).toHaveAttribute('aria-describedby', 'admin-bar-finalize-blocker');
    expect(bar).toHaveTextContent('Not ready to finalize: All entries must be paid before results can be finalized');
    expect(finalize.parentElement).toBe(within(bar).getByRole('button', { name: 'Invite Players' }).parentElement);
  });

  it('offers no Finalize with nobody entered, before the match day, or once called off', () => {
    for (const [record, entries] of [
      [match({}), []],
      [match({ status: 'DRAFT', date: '2026-12-20' }), [entry]],
      [match({ status: 'CANCELLED', cancelled_at: '2026-11-20T00:00:00Z' }), [entry]],
    ] as const) {
      const bar = renderBar(record, [...entries]);
      expect(within(bar).queryByRole('link', { name: 'Finalize Match' })).toBeNull();
      expect(bar).not.toHaveTextContent('Not ready to finalize');
      cleanup();
    }
  });

  it('offers Reopen Results once final, but no invitation, payment collection, reminder, payment rule, import or edit', () => {
    const bar = renderBar(match({ is_final: true, status: 'FINAL' }), [entry]);
    expect(within(bar).getByRole('link', { name: 'Reopen Results' })).toBeInTheDocument();
    for (const name of ['Scan Scorecard', 'E-mail the Field']) {
      expect(within(bar).getByRole('button', { name })).toBeInTheDocument();
    }
    for (const name of ['Invite Players', 'Collect Payments', 'Remind Unpaid', 'Import CSV', 'Edit Match', 'Call Off']) {
      expect(within(bar).queryByRole('button', { name })).toBeNull();
    }
    expect(within(bar).queryByRole('switch', { name: 'Require payment before play' })).toBeNull();
    expect(within(bar).getByRole('link', { name: 'Results' })).toBeInTheDocument();
  });

  it('a called-off match offers no invitation, payment, reminder or import either', () => {
    const bar = renderBar(match({ status: 'CANCELLED', cancelled_at: '2026-11-20T00:00:00Z' }), [entry]);
    for (const name of ['Invite Players', 'Collect Payments', 'Remind Unpaid', 'Import CSV', 'Edit Match', 'Call Off']) {
      expect(within(bar).queryByRole('button', { name })).toBeNull();
    }
    expect(within(bar).queryByRole('switch', { name: 'Require payment before play' })).toBeNull();
  });

  it('an open match offers every action', () => {
    const bar = renderBar(match({}), [entry]);
    for (const name of ['Invite Players', 'Collect Payments', 'Remind Unpaid', 'Import CSV', 'Edit Match', 'Call Off', 'Scan Scorecard', 'E-mail the Field']) {
      expect(within(bar).getByRole('button', { name })).toBeInTheDocument();
    }
    expect(within(bar).getByRole('switch', { name: 'Require payment before play' })).toBeInTheDocument();
  });
});
