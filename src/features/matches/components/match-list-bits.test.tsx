// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CapacityBadge } from './capacity-badge';
import { gamesSummary } from './matches-table';

afterEach(cleanup);

describe('gamesSummary', () => {
  const game = (name: string, enabled = true) => ({ code: name, name, enabled });
  it('names the first two enabled games and counts the rest', () => {
    expect(gamesSummary([game('Stableford v2'), game('Skins (Gross)'), game('Nassau'), game('Stroke Play')])).toBe(
      'Stableford v2, Skins (Gross) +2',
    );
    expect(gamesSummary([game('Nassau'), game('Skins (Net)', false)])).toBe('Nassau');
  });
  it("says 'No games' when none are enabled", () => {
    expect(gamesSummary([])).toBe('No games');
    expect(gamesSummary(null)).toBe('No games');
    expect(gamesSummary([game('Nassau', false)])).toBe('No games');
  });
});

describe('CapacityBadge', () => {
  it.each([
    [0, 'Full', 'destructive'],
    [1, '1 seat left', 'secondary'],
    [5, '5 seats left', 'secondary'],
    [6, '6 seats left', 'default'],
  ] as const)('%i seats → %s (%s)', (seats, text, variant) => {
    render(<CapacityBadge seatsLeft={seats} />);
    expect(screen.getByText(text)).toHaveAttribute('data-variant', variant);
  });
  it('shows unlimited seats for a blank capacity', () => {
    render(<CapacityBadge seatsLeft={null} />);
    expect(screen.getByText('Unlimited seats')).toBeInTheDocument();
  });
});
