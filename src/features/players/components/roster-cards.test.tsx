// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { PublicPlayer } from '@/api/players/get-players-public';
import { publicPlayer } from '../test/public-player';
import { RosterCards } from './roster-cards';

afterEach(cleanup);

const renderCards = (rows: PublicPlayer[]) =>
  render(
    <MemoryRouter>
      <RosterCards rows={rows} />
    </MemoryRouter>,
  );

describe('RosterCards', () => {
  it('shows index and earnings, and no rows that carry nothing', () => {
    renderCards([publicPlayer({ nickname: 'Ace' })]);
    const card = screen.getByRole('listitem');
    expect(card).toHaveTextContent('HI 12.3');
    expect(card).toHaveTextContent('Earnings$125.50');
    expect(card).toHaveTextContent('"Ace" · Joined');
    expect(within(card).queryByText('Private')).toBeNull();
    expect(within(card).queryByText('Email')).toBeNull();
    expect(within(card).queryByText('Active')).toBeNull();
    expect(within(card).getByRole('img', { name: 'Active' })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'View Profile of Ann Lee' })).toHaveAttribute('href', '/players/p1');
  });

  it('badges a status other than Active and says when no index is published', () => {
    renderCards([publicPlayer({ status: 'PENDING', league_index: null, join_date: null, career_earnings_cents: 0 })]);
    const card = screen.getByRole('listitem');
    expect(card).toHaveTextContent('Pending');
    expect(card).toHaveTextContent('Not published');
    expect(card).toHaveTextContent('$0.00');
    expect(card).not.toHaveTextContent('Joined');
  });
});
