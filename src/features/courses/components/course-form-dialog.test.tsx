// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parsForNine } from '../lib/par';
import { CourseFormDialog } from './course-form-dialog';

vi.mock('@/lib/supabase', () => ({ supabase: { rpc: vi.fn(), from: vi.fn() }, unwrap: vi.fn() }));

// jsdom lacks ResizeObserver, which Radix's switch measures itself with.
beforeEach(() => {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});
afterEach(cleanup);

const holePars = () =>
  Array.from({ length: 18 }, (_, hole) => Number((screen.getByRole('textbox', { name: `Hole ${hole + 1} par` }) as HTMLInputElement).value));
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

describe('parsForNine', () => {
  it('gives nine pars of 3 to 5 adding up to every nine par the course form accepts (27-45)', () => {
    for (let ninePar = 27; ninePar <= 45; ninePar += 1) {
      const pars = parsForNine(ninePar);
      expect(pars).toHaveLength(9);
      expect(sum(pars)).toBe(ninePar);
      expect(pars.every((par) => par >= 3 && par <= 5)).toBe(true);
    }
  });
});

describe('CourseFormDialog', () => {
  it('carries the front and back par typed on step 1 into the first tee set grid', async () => {
    const user = userEvent.setup({ delay: null });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <CourseFormDialog open onOpenChange={() => {}} />
      </QueryClientProvider>,
    );
    await user.type(screen.getByLabelText('Course name'), 'Short Links');
    await user.clear(screen.getByLabelText('Front 9 par'));
    await user.type(screen.getByLabelText('Front 9 par'), '35');
    await user.clear(screen.getByLabelText('Back 9 par'));
    await user.type(screen.getByLabelText('Back 9 par'), '34');
    await user.click(screen.getByRole('switch', { name: 'Add the first tee set now' }));
    await user.click(screen.getByRole('button', { name: 'Next: Tee Set' }));

    const pars = holePars();
    expect(sum(pars.slice(0, 9))).toBe(35);
    expect(sum(pars.slice(9))).toBe(34);
    expect(screen.getByText('Total par 69 · SI = stroke index (1 = hardest hole)')).toBeInTheDocument();
  });
});
