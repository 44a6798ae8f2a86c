// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RosterPager } from './roster-pager';

const setup = (props: Partial<Parameters<typeof RosterPager>[0]> = {}) => {
  const onPageChange = vi.fn();
  render(<RosterPager page={0} offset={0} pageRows={50} total={1820} busy={false} onPageChange={onPageChange} {...props} />);
  return { onPageChange, user: userEvent.setup() };
};

describe('RosterPager', () => {
  afterEach(cleanup);

  it('says which rows are shown out of the whole filtered roster', () => {
    setup();
    expect(screen.getByText('Showing 1–50 of 1,820')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
  });

  it('pages forward and back', async () => {
    const { user, onPageChange } = setup({ page: 1, offset: 50 });
    expect(screen.getByText('Showing 51–100 of 1,820')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onPageChange.mock.calls).toEqual([[2], [0]]);
  });

  it('disables Next on the last page, and both buttons while a page loads', () => {
    setup({ page: 36, offset: 1800, pageRows: 20 });
    expect(screen.getByText('Showing 1,801–1,820 of 1,820')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    cleanup();
    // Page 3 asked for, page 2's rows still on screen while it loads.
    setup({ page: 2, offset: 50, busy: true });
    expect(screen.getByText('Showing 51–100 of 1,820')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('shows only the count when everything fits on one page', () => {
    setup({ pageRows: 12, total: 12 });
    expect(screen.getByText('Showing 1–12 of 12')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
  });
});
