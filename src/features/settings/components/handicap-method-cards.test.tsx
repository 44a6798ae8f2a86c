// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { parseAdminSettings } from '@/api/settings/get-admin-settings';
import type { PublicSettings } from '@/api/settings/get-public-settings';
import { settingsKeys } from '@/api/settings/keys';
import { GameAllowancesCard } from './game-allowances-card';
import { HandicapMethodCard } from './handicap-method-card';
import { HandicapRulesSummary } from './handicap-rules-summary';

afterEach(cleanup);

function renderWith(extra: Record<string, string>, card: React.ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(settingsKeys.public, { extra } as unknown as PublicSettings);
  render(<QueryClientProvider client={client}>{card}</QueryClientProvider>);
  return userEvent.setup();
}

describe('HandicapMethodCard', () => {
  it('explains the league table by default', () => {
    renderWith({}, <HandicapMethodCard />);
    expect(screen.getByLabelText('Index method')).toHaveTextContent('League table (best rounds)');
    expect(screen.getByTestId('handicap-method-rule')).toHaveTextContent('best 4 of 12 or more rounds');
    expect(screen.getByRole('button', { name: 'Use This Method' })).toBeDisabled();
  });

  it('explains WHS when the league uses it', () => {
    renderWith({ handicapMethod: 'WHS' }, <HandicapMethodCard />);
    expect(screen.getByLabelText('Index method')).toHaveTextContent('World Handicap System (WHS)');
    expect(screen.getByTestId('handicap-method-rule')).toHaveTextContent('best 8 of your most recent 20');
  });
});

describe('GameAllowancesCard', () => {
  it('shows the stored allowances and refuses a value above 100', async () => {
    const user = renderWith({ allowanceByGame: '{"STROKE_PLAY": 90}' }, <GameAllowancesCard settings={parseAdminSettings({ allowancePct: '100' })} />);
    expect(screen.getByLabelText('Stroke Play allowance (%)')).toHaveValue('90');
    expect(screen.getByLabelText('Stableford allowance (%)')).toHaveValue('');
    await user.type(screen.getByLabelText('Nassau allowance (%)'), '120');
    await user.click(screen.getByRole('button', { name: 'Save Allowances' }));
    expect(await screen.findByText('Allowance must be a whole number between 0 and 100')).toBeInTheDocument();
  });
});

describe('HandicapRulesSummary', () => {
  it('says the method and the allowance each game plays', () => {
    renderWith({ handicapMethod: 'WHS', allowanceByGame: '{"STROKE_PLAY": 90}' }, <HandicapRulesSummary allowancePct={95} />);
    expect(screen.getByTestId('handicap-rules')).toHaveTextContent('Handicap index: World Handicap System (WHS).');
    expect(screen.getByTestId('handicap-rules')).toHaveTextContent('Stableford 95%, Stroke Play 90%, Skins (Net) 95%, Nassau 95%, Match Play 95%, Four-Ball Better Ball 95%, Two-Man Nassau 95% of the course handicap.');
  });
});
