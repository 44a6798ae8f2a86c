// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { publicPlayer } from '../test/public-player';
import { RosterBody } from './roster-body';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ann = publicPlayer();

/** A screen `wide` or not: matchMedia answers every query with it. */
function screenIs(wide: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: wide, media: query, addEventListener: vi.fn(), removeEventListener: vi.fn() }));
}

const renderBody = () =>
  render(
    <MemoryRouter>
      <RosterBody isPending={false} error={null} onRetry={() => undefined} rows={[ann]} filter="ACTIVE" search="" />
    </MemoryRouter>,
  );

describe('RosterBody', () => {
  it('lays out cards only on a phone', () => {
    screenIs(false);
    renderBody();
    expect(screen.getByTestId('roster-cards')).toBeInTheDocument();
    expect(screen.queryByTestId('roster-table')).toBeNull();
  });

  it('lays out the table only on a wide screen', () => {
    screenIs(true);
    renderBody();
    expect(screen.getByTestId('roster-table')).toBeInTheDocument();
    expect(screen.queryByTestId('roster-cards')).toBeNull();
  });

  it('renders both, CSS choosing, where the screen is unknown', () => {
    renderBody();
    expect(screen.getByTestId('roster-table')).toBeInTheDocument();
    expect(screen.getByTestId('roster-cards')).toBeInTheDocument();
  });
});
