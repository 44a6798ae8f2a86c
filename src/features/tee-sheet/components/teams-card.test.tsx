// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '@/lib/toast';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { publicSettingsQueryOptions } from '@/api/settings/get-public-settings';
import type { TeeSheet } from '@/api/tee-sheet/get-tee-sheet';
import { createQueryClient } from '@/lib/query-client';
import { TeamsCard } from './teams-card';
import { TeeSheetView } from './tee-sheet-view';
import { SETTINGS } from '@/test/public-settings';

// The server: save_teams and build_teams answer the teams they were asked for.
const rpc = vi.hoisted(() => vi.fn());
vi.mock('@/lib/supabase', () => ({
  supabase: { rpc },
  unwrap: (answer: { data: unknown; error: Error | null }) => {
    if (answer.error) throw answer.error;
    return answer.data;
  },
}));


const player = (id: string, name: string, index: number | null, team: [string, number] | null = null) => ({
  player_id: id,
  name,
  league_index: index,
  partner_player_id: null,
  team_id: team?.[0] ?? null,
  team_number: team?.[1] ?? null,
});

const SHEET: TeeSheet = {
  match_id: 'm-1',
  start_mode: 'TEE_TIMES',
  start_time: '08:00:00',
  groups: [
    {
      id: 'g1',
      number: 1,
      tee_time: '08:00:00',
      start_hole: null,
      marker_player_id: 'ann',
      flight: null,
      players: [player('ann', 'Ann Lee', 4.2, ['t1', 1]), player('bob', 'Bob Ray', 9, ['t1', 1])],
    },
  ],
  unplaced: [player('cy', 'Cy Young', 12), player('di', 'Di Fox', 20), player('ed', 'Ed Sun', null)],
  team_games: ['FOUR_BALL'],
  teams: [{ id: 't1', number: 1, name: null, player_ids: ['ann', 'bob'] }],
  team_problems: ['Every player in a team game needs a team', 'Pairs games need an even number of players'],
};

beforeAll(() => {
  // jsdom lacks the pointer-capture and scrolling APIs Radix Select calls.
  const proto = window.HTMLElement.prototype as unknown as Record<string, unknown>;
  proto.hasPointerCapture ??= () => false;
  proto.setPointerCapture ??= () => undefined;
  proto.releasePointerCapture ??= () => undefined;
  proto.scrollIntoView ??= () => undefined;
});
beforeEach(() => {
  rpc.mockReset();
  rpc.mockResolvedValue({ data: [], error: null });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function renderWith(ui: React.ReactElement) {
  // The app's client: its mutation cache toasts a refused mutation with the mutation's errorMessage.
  const queryClient = createQueryClient();
  queryClient.setQueryData(publicSettingsQueryOptions().queryKey, SETTINGS);
  return render(<QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>);
}

async function choose(label: string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

describe('TeamsCard', { timeout: 20_000 }, () => {
  it('with no entrants says teams come once players have entered, and offers no build', () => {
    renderWith(<TeamsCard sheet={{ ...SHEET, groups: [], unplaced: [], teams: [], team_problems: [] }} />);
    expect(screen.getByText('Teams are made once at least two players have entered: build them here, or pair players below.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Balanced' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Random' })).toBeDisabled();
  });

  it('with entrants and no teams says how many can be built into teams', () => {
    renderWith(<TeamsCard sheet={{ ...SHEET, groups: [], teams: [], team_problems: [] }} />);
    expect(screen.getByText('No teams yet: build them from the 3 entrants, or pair players below.')).toBeInTheDocument();
  });

  it('lists the teams by their players\' names and warns about what stops the team games', () => {
    renderWith(<TeamsCard sheet={SHEET} />);
    expect(screen.getByRole('listitem', { name: 'Team 1: Ann Lee & Bob Ray' })).toBeInTheDocument();
    const warning = screen.getByRole('alert');
    expect(within(warning).getByText('Every player in a team game needs a team')).toBeInTheDocument();
    expect(within(warning).getByText('Pairs games need an even number of players')).toBeInTheDocument();
  });

  it('adds a team by hand from the players without one, then toasts it', async () => {
    const success = vi.spyOn(toast, 'success').mockImplementation(() => undefined);
    renderWith(<TeamsCard sheet={SHEET} />);
    expect(screen.getByRole('button', { name: 'Add team' })).toBeDisabled();
    await userEvent.click(screen.getByRole('combobox', { name: 'Player' }));
    // Ann and Bob already have a team.
    expect(screen.queryByRole('option', { name: 'Ann Lee' })).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole('option', { name: 'Di Fox' }));
    await choose('Partner', 'Cy Young');
    await userEvent.click(screen.getByRole('button', { name: 'Add team' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Team added: Di Fox & Cy Young'));
    expect(rpc).toHaveBeenCalledWith('save_teams', {
      p_match_id: 'm-1',
      p_teams: [
        { player_ids: ['ann', 'bob'], name: null },
        { player_ids: ['di', 'cy'], name: null },
      ],
    });
  });

  it('says so when everyone has a team, instead of offering an empty choice', () => {
    renderWith(<TeamsCard sheet={{ ...SHEET, unplaced: [], team_problems: [] }} />);
    expect(screen.getByText('Everyone has a team.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add team' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('removes a team', async () => {
    renderWith(<TeamsCard sheet={SHEET} />);
    await userEvent.click(screen.getByRole('button', { name: 'Remove team Ann Lee & Bob Ray' }));
    await waitFor(() => expect(rpc).toHaveBeenCalledWith('save_teams', { p_match_id: 'm-1', p_teams: [] }));
  });

  it('builds balanced or random teams on the server', async () => {
    const success = vi.spyOn(toast, 'success').mockImplementation(() => undefined);
    rpc.mockResolvedValue({ data: [{ id: 't1', number: 1, name: null, player_ids: ['ann', 'ed'] }, { id: 't2', number: 2, name: null, player_ids: ['bob', 'cy'] }], error: null });
    renderWith(<TeamsCard sheet={SHEET} />);
    await userEvent.click(screen.getByRole('button', { name: 'Balanced' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Balanced teams built: 2 teams'));
    expect(rpc).toHaveBeenCalledWith('build_teams', { p_match_id: 'm-1', p_method: 'BALANCED' });
    await userEvent.click(screen.getByRole('button', { name: 'Random' }));
    await waitFor(() => expect(rpc).toHaveBeenCalledWith('build_teams', { p_match_id: 'm-1', p_method: 'RANDOM' }));
  });

  it('shows the server\'s refusal in a toast', async () => {
    const error = vi.spyOn(toast, 'error').mockImplementation(() => undefined);
    rpc.mockResolvedValue({ data: null, error: new Error('Pairs games need an even number of players') });
    renderWith(<TeamsCard sheet={SHEET} />);
    await userEvent.click(screen.getByRole('button', { name: 'Balanced' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Could not build the teams: Pairs games need an even number of players'));
  });
});

describe('TeeSheetView team badges', () => {
  it('shows each player\'s team beside their name', () => {
    renderWith(<TeeSheetView sheet={SHEET} matchDate="2026-12-05" />);
    const group = screen.getByRole('listitem', { name: 'Group 1' });
    expect(within(group).getAllByText('Team 1')).toHaveLength(2);
  });
});
