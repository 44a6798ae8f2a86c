// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { publicSettingsQueryOptions } from '@/api/settings/get-public-settings';
import type { TeeSheet } from '@/api/tee-sheet/get-tee-sheet';
import { TeeSheetEditor } from './tee-sheet-editor';
import { TeeSheetView } from './tee-sheet-view';
import { SETTINGS } from '@/test/public-settings';


const player = (id: string, name: string, index: number | null) => ({ player_id: id, name, league_index: index, partner_player_id: null });

const SHEET: TeeSheet = {
  match_id: 'm-1',
  start_mode: 'TEE_TIMES',
  start_time: '08:00:00',
  groups: [
    { id: 'g1', number: 1, tee_time: '08:00:00', start_hole: null, marker_player_id: 'ann', flight: 'A', players: [player('ann', 'Ann Lee', 4.2), player('bob', 'Bob Ray', null)] },
    { id: 'g2', number: 2, tee_time: '08:10:00', start_hole: null, marker_player_id: null, flight: null, players: [player('cy', 'Cy Young', 12)] },
  ],
  unplaced: [],
};

function renderWith(ui: React.ReactElement) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(publicSettingsQueryOptions().queryKey, SETTINGS);
  return render(<QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>);
}

afterEach(cleanup);

describe('TeeSheetView', () => {
  it('shows each group with its tee time in the club zone, flight, marker and the No index flag', () => {
    renderWith(<TeeSheetView sheet={SHEET} matchDate="2026-12-05" highlightPlayerId="bob" />);
    const group1 = screen.getByRole('listitem', { name: 'Group 1' });
    expect(within(group1).getByText('8:00 AM EST')).toBeInTheDocument();
    expect(within(group1).getByText('Flight A')).toBeInTheDocument();
    expect(within(group1).getByText('Marker')).toBeInTheDocument();
    expect(within(group1).getByText('No index')).toBeInTheDocument();
    expect(within(screen.getByRole('listitem', { name: 'Group 2' })).getByText('8:10 AM EST')).toBeInTheDocument();
  });
});

describe('TeeSheetEditor', () => {
  const editor = () => renderWith(<TeeSheetEditor sheet={SHEET} matchDate="2026-12-05" onPrintSheet={() => undefined} onPrintCards={() => undefined} />);

  it('starts as saved: no unsaved bar, e-mail enabled', () => {
    editor();
    expect(screen.queryByText(/Unsaved changes/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'E-mail tee times' })).toBeEnabled();
  });

  it('removing a group leaves its players unplaced, to be saved or discarded', async () => {
    editor();
    await userEvent.click(screen.getByRole('button', { name: 'Remove group 2' }));
    expect(screen.getByText(/Unsaved changes/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Not in a group' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Group for Cy Young' })).toHaveTextContent('No group');
    // E-mails go out only for a saved sheet.
    expect(screen.getByRole('button', { name: 'E-mail tee times' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Discard' }));
    expect(screen.queryByText(/Unsaved changes/)).not.toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'Group 2' })).toBeInTheDocument();
  });

  it('a group without a tee time cannot be saved, and says so', () => {
    editor();
    fireEvent.change(screen.getByLabelText('Tee time for group 2'), { target: { value: '' } });
    expect(screen.getByText('Group 2 needs a tee time')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save tee sheet' })).toBeDisabled();
  });

  it('a team split across two groups cannot be saved, and says so', async () => {
    window.HTMLElement.prototype.hasPointerCapture ??= () => false;
    window.HTMLElement.prototype.scrollIntoView ??= () => undefined;
    const teamed: TeeSheet = { ...SHEET, teams: [{ id: 't1', number: 1, name: null, player_ids: ['ann', 'bob'] }] };
    renderWith(<TeeSheetEditor sheet={teamed} matchDate="2026-12-05" onPrintSheet={() => undefined} onPrintCards={() => undefined} />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Group for Bob Ray' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Group 2' }));
    expect(screen.getByText('Ann Lee & Bob Ray are a team: a team plays in one group')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save tee sheet' })).toBeDisabled();
  });
});
