// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CreateMatchPayload } from '../api/create-match';
import type { Course } from '@/api/courses/types';
import type { CatalogGame } from '@/api/game-catalog/get-game-catalog';
import type { TeesetOption } from '@/api/courses/get-teesets';
import { courseKeys } from '@/api/courses/keys';
import { polyfillRadix, renderWithClient, testQueryClient } from '../test/render';
import { CreateMatchForm } from './create-match-form';
import type { League } from '@/api/leagues/get-leagues';
import { leagueKeys } from '@/api/leagues/keys';

const CATALOG: CatalogGame[] = [
  { code: 'NASSAU', name: 'Nassau', category: 'Individual', default_buy_in: 1500, pot_calc: 'PER_ENTRY', requires_teams: false, sort_order: 4 },
  { code: 'STB_V2', name: 'Stableford v2', category: 'Individual', default_buy_in: 1000, pot_calc: 'PER_PLAYER', requires_teams: false, sort_order: 1 },
  { code: 'SKINS_GROSS', name: 'Skins (Gross)', category: 'Skins', default_buy_in: 500, pot_calc: 'FLAT', requires_teams: false, sort_order: 2 },
  { code: 'MATCH_PLAY', name: 'Match Play', category: 'Team', default_buy_in: 2000, pot_calc: 'PER_ENTRY', requires_teams: true, sort_order: 5 },
];
const course = (id: string, name: string, archived: boolean): Course => ({
  id,
  name,
  location: null,
  city: null,
  state: null,
  notes: null,
  holes: 18,
  par_out: 36,
  par_in: 36,
  archived,
  scorecard_image_url: null,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
  teesets: [],
});
// An archived course is not offered for a new match.
const COURSES: Course[] = [course('c-1', 'Pine Hollow', false), course('c-2', 'Old Quarry', true)];
const TEES: TeesetOption[] = [
  {
    id: 't-1',
    label: 'Blue',
    rating: 71.4,
    slope: 128,
    par_by_hole: [4, 4, 3, 5, 4, 4, 3, 4, 5, 4, 4, 3, 5, 4, 4, 3, 4, 5],
    stroke_index_by_hole: Array.from({ length: 18 }, (_, i) => i + 1),
    is_default: true,
  },
];

beforeAll(polyfillRadix);
afterEach(cleanup);

const ONE_LEAGUE: League[] = [{ id: 'l-1', name: 'Saturday Wager', slug: 'saturday-wager', status: 'ACTIVE' }];
const TWO_LEAGUES: League[] = [...ONE_LEAGUE, { id: 'l-2', name: 'Tuesday Nines', slug: 'tuesday-nines', status: 'ACTIVE' }];

function renderForm(onSubmit = vi.fn(), leagues = ONE_LEAGUE) {
  const queryClient = testQueryClient();
  queryClient.setQueryData(courseKeys.lists(), COURSES);
  queryClient.setQueryData(courseKeys.teesets('c-1'), TEES);
  queryClient.setQueryData(leagueKeys.publicSettings('l-2'), { defaultBuyIns: { STB_V2: 3500 } });
  renderWithClient(
    <CreateMatchForm catalog={CATALOG} leagues={leagues} defaultBuyIns={{ STB_V2: 2000 }} onSubmit={onSubmit} onCancel={vi.fn()} submitting={false} />,
    queryClient,
  );
  return onSubmit;
}

async function choose(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

// Radix selects and many inputs: slow renders in jsdom on a busy machine.
describe('CreateMatchForm', { timeout: 20_000 }, () => {
  it('shows the four required-field messages and the course hint on an empty submit', async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm();
    expect(screen.getByText('Please select both a course and tee set to continue.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create Match' }));
    expect(await screen.findByText('Match name is required')).toBeInTheDocument();
    expect(screen.getByText('Match date is required')).toBeInTheDocument();
    expect(screen.getByText('Course selection is required')).toBeInTheDocument();
    expect(screen.getByText('Tee set selection is required')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('defaults: payment required and waitlist on, buy-ins from settings then the catalog, team games selectable with a format', () => {
    renderForm();
    expect(screen.getByRole('switch', { name: /Require payment before play/ })).toBeChecked();
    expect(screen.getByRole('switch', { name: /Allow waitlist/ })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Stableford v2 buy-in' })).toHaveValue('$20.00');
    expect(screen.getByRole('textbox', { name: 'Nassau buy-in' })).toHaveValue('$15.00');
    expect(screen.getByRole('checkbox', { name: /Match Play/ })).toBeEnabled();
    expect(screen.queryByText('Requires teams (coming soon)')).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Match Play format' })).toHaveTextContent('Pairs round robin');
    expect(screen.getByRole('combobox', { name: 'Match Play format' })).toBeDisabled();
    expect(screen.getByText(/teams of 2, formed on the tee sheet/)).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Nassau format' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Team' })).toBeInTheDocument();
  });

  it('starts with one game chosen and projects pots for 4 players: x4 per entry and per player, x1 flat, with a grand total', async () => {
    const user = userEvent.setup();
    renderForm();
    const pots = screen.getByRole('region', { name: 'Projected Pots' });
    expect(screen.getByRole('checkbox', { name: /Stableford v2/ })).toBeChecked();
    expect(within(pots).getByTestId('projected-total')).toHaveTextContent('$80.00');
    await user.click(screen.getByRole('checkbox', { name: /Skins \(Gross\)/ }));
    await user.click(screen.getByRole('checkbox', { name: /Nassau/ }));
    const nassau = screen.getByRole('textbox', { name: 'Nassau buy-in' });
    await user.clear(nassau);
    await user.type(nassau, '$12.50 each');
    // STB 4 x $20 = $80, skins flat $5, Nassau 4 x $12.50 = $50
    expect(within(pots).getByText('$80.00')).toBeInTheDocument();
    expect(within(pots).getByText('$5.00')).toBeInTheDocument();
    expect(within(pots).getByText('$50.00')).toBeInTheDocument();
    expect(within(pots).getByTestId('projected-total')).toHaveTextContent('$135.00');

    // A league-funded (flat) Nassau counts once.
    await choose(user, 'Nassau pot', 'Flat (league-funded)');
    expect(within(pots).getByText('$12.50')).toBeInTheDocument();
    expect(within(pots).getByTestId('projected-total')).toHaveTextContent('$97.50');
  });

  it('projects the pots for a full field once a capacity is typed', async () => {
    const user = userEvent.setup();
    renderForm();
    const pots = screen.getByRole('region', { name: 'Projected Pots' });
    expect(within(pots).getByText('Assuming 4 players (set a capacity to project a full field).')).toBeInTheDocument();
    await user.type(screen.getByRole('spinbutton', { name: 'Capacity' }), '12');
    expect(within(pots).getByText('Assuming a full field of 12 players.')).toBeInTheDocument();
    // STB per player, 12 x $20.
    expect(within(pots).getByTestId('projected-total')).toHaveTextContent('$240.00');
  });

  it('keeps the format label on the games chosen: skins and Nassau is not "Individual Stableford"', async () => {
    const user = userEvent.setup();
    renderForm();
    const format = () => screen.getByRole('combobox', { name: 'Format' });
    expect(format()).toHaveTextContent('Individual Stableford');
    await user.click(screen.getByRole('checkbox', { name: /Stableford v2/ }));
    await user.click(screen.getByRole('checkbox', { name: /Skins \(Gross\)/ }));
    expect(format()).toHaveTextContent('Individual skins');
    await user.click(screen.getByRole('checkbox', { name: /Nassau/ }));
    expect(format()).toHaveTextContent('Mixed games');
  });

  it('submits the create_match payload with the course, tees and enabled games in cents', async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm();
    await user.click(screen.getByRole('combobox', { name: 'Course' }));
    expect(screen.queryByRole('option', { name: 'Old Quarry' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    await choose(user, 'Course', 'Pine Hollow');
    await choose(user, 'Tee set', 'Blue');
    const summary = screen.getByLabelText('Course summary');
    expect(within(summary).getByText('71.4')).toBeInTheDocument();
    expect(within(summary).getByText('128')).toBeInTheDocument();
    expect(within(summary).getByText('72')).toBeInTheDocument();
    expect(screen.queryByText('Please select both a course and tee set to continue.')).not.toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Match name' }), '  Saturday Skins ');
    await user.type(screen.getByLabelText('Date'), '2025-06-14');
    const startTime = screen.getByLabelText('Start time');
    await user.clear(startTime);
    await user.type(startTime, '07:30');
    await choose(user, 'Start', 'Shotgun');
    await user.type(screen.getByRole('spinbutton', { name: 'Capacity' }), '12');
    await user.click(screen.getByRole('switch', { name: /Allow waitlist/ }));
    await user.click(screen.getByRole('switch', { name: /Open for sign-up/ }));
    await user.click(screen.getByRole('checkbox', { name: /Match Play/ }));
    await choose(user, 'Match Play format', 'Singles bracket');
    expect(screen.queryByText(/teams of 2, formed on the tee sheet/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create Match' }));

    expect(onSubmit).toHaveBeenCalledTimes(1);
    const payload = onSubmit.mock.calls[0]?.[0] as CreateMatchPayload;
    expect(payload).toEqual({
      p_match: {
        name: 'Saturday Skins',
        date: '2025-06-14',
        start_time: '07:30',
        start_mode: 'SHOTGUN',
        course_name: 'Pine Hollow',
        course_rating: 71.4,
        course_slope: 128,
        format: 'Mixed games',
        notes: null,
        require_payment_before_play: true,
        course_id: 'c-1',
        teeset_id: 't-1',
        capacity: 12,
        allow_waitlist: false,
        open_signup: true,
      },
      p_games: [
        { game_code: 'STB_V2', enabled: true, buy_in: 2000, pot_calc: 'PER_PLAYER' },
        { game_code: 'MATCH_PLAY', enabled: true, buy_in: 2000, pot_calc: 'PER_ENTRY', format: 'SINGLES_BRACKET' },
      ],
    });
  });

  it('asks nothing about leagues in a club of one league (the server takes its one league)', () => {
    renderForm();
    expect(screen.queryByRole('combobox', { name: 'League' })).not.toBeInTheDocument();
  });

  it('in a club of several leagues, asks which league and sends it', async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm(vi.fn(), TWO_LEAGUES);
    await user.click(screen.getByRole('button', { name: 'Create Match' }));
    expect(await screen.findByText('Choose the league of this match')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await choose(user, 'League', 'Tuesday Nines');
    // The buy-ins start from that league's defaults.
    expect(screen.getByRole('textbox', { name: 'Stableford v2 buy-in' })).toHaveValue('$35.00');
    await choose(user, 'Course', 'Pine Hollow');
    await choose(user, 'Tee set', 'Blue');
    await user.type(screen.getByRole('textbox', { name: 'Match name' }), 'Tuesday Night 1');
    await user.type(screen.getByLabelText('Date'), '2027-05-04');
    await user.click(screen.getByRole('button', { name: 'Create Match' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect((onSubmit.mock.calls[0]?.[0] as CreateMatchPayload).p_match.league_id).toBe('l-2');
  });

  it('refuses a capacity below 1', async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm();
    await user.type(screen.getByRole('spinbutton', { name: 'Capacity' }), '0');
    await user.click(screen.getByRole('button', { name: 'Create Match' }));
    expect(await screen.findByText('Capacity must be at least 1')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
