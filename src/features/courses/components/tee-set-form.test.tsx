// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { draftFromValues, emptyTeeSetDraft, TEE_SET_MESSAGES, type TeeSetDraft } from '@/api/courses/validate-tee-set';
import { TeeSetForm } from './tee-set-form';

const PARS = [4, 5, 3, 4, 4, 3, 4, 5, 4, 4, 4, 3, 5, 4, 4, 3, 5, 4];
const INDEXES = [7, 3, 15, 1, 11, 17, 5, 9, 13, 8, 12, 16, 2, 10, 4, 18, 6, 14];

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

function renderForm(draft: TeeSetDraft = emptyTeeSetDraft()) {
  const onSubmit = vi.fn();
  const onCancel = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <TeeSetForm defaultDraft={draft} submitLabel="Save Tee Set" submitting={false} onSubmit={onSubmit} onCancel={onCancel} />
    </QueryClientProvider>,
  );
  return { onSubmit, onCancel, user: userEvent.setup({ delay: null }) };
}

async function replace(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, text: string) {
  await user.clear(input);
  if (text) await user.type(input, text);
  await user.tab();
}

describe('TeeSetForm', () => {
  it('starts a new tee set from the spec defaults: rating 72, slope 113, par 4 on every hole', () => {
    renderForm();
    expect(screen.getByLabelText('Rating')).toHaveValue('72');
    expect(screen.getByLabelText('Slope')).toHaveValue('113');
    for (let hole = 1; hole <= 18; hole += 1) {
      expect(screen.getByRole('textbox', { name: `Hole ${hole} par` })).toHaveValue('4');
    }
    expect(screen.getByText('Total par 72 · SI = stroke index (1 = hardest hole)')).toBeInTheDocument();
  });

  it('blocks saving an empty tee set and shows every required message', async () => {
    const { user, onSubmit } = renderForm({ ...emptyTeeSetDraft(), rating: '', slope: '', par: Array<string>(18).fill('') });
    await user.click(screen.getByRole('button', { name: 'Save Tee Set' }));

    expect(onSubmit).not.toHaveBeenCalled();
    expect(await screen.findByText(TEE_SET_MESSAGES.fixErrors)).toBeInTheDocument();
    expect(await screen.findByText('Please fix validation errors before saving')).toBeInTheDocument();
    expect(screen.getByText('Tee label is required')).toBeInTheDocument();
    expect(screen.getByText('Rating is required')).toBeInTheDocument();
    expect(screen.getByText('Slope is required')).toBeInTheDocument();
    expect(screen.getByText('Stroke indexes must be exactly 1-18')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Hole 1 stroke index' })).toHaveAttribute('aria-invalid', 'true');
    // A blank par is a 3 (spec §5), not an error.
    expect(screen.queryByText(TEE_SET_MESSAGES.parRange)).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Hole 1 par' })).toHaveAttribute('aria-invalid', 'false');
  });

  it('checks the slope range and warns (without blocking) about a rating outside 60-80', async () => {
    const { user, onSubmit } = renderForm(
      draftFromValues({ label: 'Blue', rating: 71.2, slope: 128, par_by_hole: PARS, stroke_index_by_hole: INDEXES }),
    );
    await replace(user, screen.getByLabelText('Slope'), '50');
    expect(screen.getByText(TEE_SET_MESSAGES.slopeRange)).toBeInTheDocument();
    await replace(user, screen.getByLabelText('Slope'), '156');
    expect(screen.getByText('Slope must be an integer between 55 and 155')).toBeInTheDocument();
    await replace(user, screen.getByLabelText('Slope'), '130');
    expect(screen.queryByText(TEE_SET_MESSAGES.slopeRange)).not.toBeInTheDocument();

    await replace(user, screen.getByLabelText('Rating'), '95');
    expect(screen.getByText(TEE_SET_MESSAGES.ratingRange)).toBeInTheDocument();
    await replace(user, screen.getByLabelText('Rating'), '82.5');
    expect(screen.getByText('Rating is usually between 60 and 80')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save Tee Set' }));
    expect(onSubmit).toHaveBeenCalledWith({
      label: 'Blue',
      rating: 82.5,
      slope: 130,
      par_by_hole: PARS,
      stroke_index_by_hole: INDEXES,
      is_default: false,
    });
  });

  it('checks par 3-6 on each hole and names the holes', async () => {
    const { user } = renderForm(draftFromValues({ label: 'Red', rating: 68, slope: 115, par_by_hole: PARS, stroke_index_by_hole: INDEXES }));
    await replace(user, screen.getByRole('textbox', { name: 'Hole 3 par' }), '7');
    const message = screen.getByText('Par per hole must be between 3 and 6');
    expect(message.parentElement).toHaveTextContent('(hole 3)');
    expect(screen.getByRole('textbox', { name: 'Hole 3 par' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('says stroke indexes must be unique, then exactly 1-18', async () => {
    const { user, onSubmit } = renderForm(
      draftFromValues({ label: 'White', rating: 70, slope: 120, par_by_hole: PARS, stroke_index_by_hole: INDEXES }),
    );
    const hole1 = screen.getByRole('textbox', { name: 'Hole 1 stroke index' });
    await replace(user, hole1, '1');
    const unique = screen.getByText('Stroke indexes must be unique numbers 1-18');
    expect(unique.parentElement).toHaveTextContent('(holes 1, 4)');

    await replace(user, hole1, '19');
    expect(screen.getByText('Stroke indexes must be exactly 1-18')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save Tee Set' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(await screen.findByText('Please fix validation errors before saving')).toBeInTheDocument();

    await replace(user, hole1, '7');
    expect(screen.queryByText('Please fix validation errors before saving')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save Tee Set' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('fills in a whole tee set, marks it default, and saves the parsed numbers', async () => {
    const { user, onSubmit } = renderForm();
    await user.type(screen.getByLabelText('Tee label'), '  Gold ');
    await replace(user, screen.getByLabelText('Rating'), '73.4');
    await replace(user, screen.getByLabelText('Slope'), '135');
    // One paste per cell keeps 36 cells quick (typing re-renders the form on every key).
    for (let hole = 0; hole < 18; hole += 1) {
      await user.clear(screen.getByRole('textbox', { name: `Hole ${hole + 1} par` }));
      await user.paste(String(PARS[hole]));
      await user.click(screen.getByRole('textbox', { name: `Hole ${hole + 1} stroke index` }));
      await user.paste(String(INDEXES[hole]));
    }
    expect(screen.getByText('Total par 72 · SI = stroke index (1 = hardest hole)')).toBeInTheDocument();
    const front = screen.getByRole('group', { name: /Front 9/ });
    expect(within(front).getByText('Out 36')).toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Default tee set' }));
    await user.click(screen.getByRole('button', { name: 'Save Tee Set' }));
    expect(onSubmit).toHaveBeenCalledWith({
      label: 'Gold',
      rating: 73.4,
      slope: 135,
      par_by_hole: PARS,
      stroke_index_by_hole: INDEXES,
      is_default: true,
    });
  }, 30_000);

  it('cancels', async () => {
    const { user, onCancel } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
  });
});
