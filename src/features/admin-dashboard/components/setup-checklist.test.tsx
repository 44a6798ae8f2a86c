// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SetupChecklist as Checklist } from '../api/get-setup-checklist';
import { SetupChecklist } from './setup-checklist';

let data: Checklist | undefined;
vi.mock('../api/get-setup-checklist', () => ({ useSetupChecklist: () => ({ data }) }));
afterEach(cleanup);

const show = (over: Partial<Checklist>) => {
  data = { is_owner: true, app_url: false, payment_instructions: false, named_admin: false, course_with_tees: false, ...over };
  return render(
    <MemoryRouter>
      <SetupChecklist />
    </MemoryRouter>,
  );
};

describe('SetupChecklist (the organiser checklist on the owner’s dashboard)', () => {
  it('lists the four items, each ticked or not from live data, with a link to where it is done', () => {
    show({ app_url: true, course_with_tees: true });
    expect(screen.getByText('Before your first match')).toBeTruthy();
    expect(screen.getByText('2 of 4 left to set up. Each item ticks itself once it is done.')).toBeTruthy();
    expect(screen.getAllByLabelText('Done')).toHaveLength(2);
    expect(screen.getAllByLabelText('To do')).toHaveLength(2);
    expect(screen.getAllByRole('link', { name: 'Settings' })).toHaveLength(2);
    expect(screen.queryByRole('link', { name: 'Courses' })).toBeNull();
  });
  it('is gone once every item is done', () => {
    const { container } = show({ app_url: true, payment_instructions: true, named_admin: true, course_with_tees: true });
    expect(container.textContent).toBe('');
  });
  it('is shown to the owner only, not to a named admin', () => {
    const { container } = show({ is_owner: false });
    expect(container.textContent).toBe('');
  });
});
