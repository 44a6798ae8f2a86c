// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { polyfillRadix, renderWithClient } from '../test/render';
import { NewCourseDialog } from './new-course-dialog';

beforeAll(polyfillRadix);
afterEach(cleanup);

async function openDialog() {
  const user = userEvent.setup();
  renderWithClient(<NewCourseDialog onCreated={vi.fn()} />);
  await user.click(screen.getByRole('button', { name: 'New Course' }));
  return { user, dialog: await screen.findByRole('dialog', { name: 'New Course' }) };
}

function setStrokeIndexes(values: (number | string)[]) {
  values.forEach((value, hole) => {
    fireEvent.change(screen.getByRole('spinbutton', { name: `Hole ${hole + 1} stroke index` }), { target: { value: String(value) } });
  });
}

function fillNames() {
  fireEvent.change(screen.getByLabelText('Course name'), { target: { value: 'Pine Hollow' } });
  fireEvent.change(screen.getByLabelText('Tee label'), { target: { value: 'Blue' } });
}

const errorList = () => within(screen.getByRole('alert'));

// Eighteen holes of inputs make these renders slow in jsdom.
describe('NewCourseDialog', { timeout: 20_000 }, () => {
  it('starts with rating 72, slope 113 and par 4 on all 18 holes', async () => {
    await openDialog();
    expect(screen.getByLabelText('Rating')).toHaveValue(72);
    expect(screen.getByLabelText('Slope')).toHaveValue(113);
    const pars = screen.getAllByRole('spinbutton', { name: /^Hole \d+ par$/ });
    expect(pars).toHaveLength(18);
    for (const par of pars) expect(par).toHaveValue(4);
    expect(screen.getAllByRole('spinbutton', { name: /^Hole \d+ stroke index$/ })).toHaveLength(18);
    expect(screen.getByLabelText('Scorecard image (optional)')).toHaveAttribute('type', 'file');
  });

  it('lists the missing course name, tee label and stroke indexes under one heading', async () => {
    const { user } = await openDialog();
    await user.click(screen.getByRole('button', { name: 'Create Course' }));
    expect(await screen.findByText('Please fix the following errors:')).toBeInTheDocument();
    expect(errorList().getByText('Course name is required')).toBeInTheDocument();
    expect(errorList().getByText('Tee label is required')).toBeInTheDocument();
    expect(errorList().getByText('Stroke indexes must be exactly 1-18')).toBeInTheDocument();
  });

  it('says stroke indexes must be unique when one repeats', async () => {
    const { user } = await openDialog();
    fillNames();
    setStrokeIndexes([...Array.from({ length: 17 }, (_, i) => i + 1), 17]);
    await user.click(screen.getByRole('button', { name: 'Create Course' }));
    expect(await screen.findByText('Stroke indexes must be unique numbers 1-18')).toBeInTheDocument();
    expect(screen.queryByText('Stroke indexes must be exactly 1-18')).not.toBeInTheDocument();
    expect(screen.queryByText('Course name is required')).not.toBeInTheDocument();
  });

  it('says stroke indexes must be exactly 1-18 when one is out of range', async () => {
    const { user } = await openDialog();
    fillNames();
    setStrokeIndexes([...Array.from({ length: 17 }, (_, i) => i + 1), 19]);
    await user.click(screen.getByRole('button', { name: 'Create Course' }));
    expect(await screen.findByText('Stroke indexes must be exactly 1-18')).toBeInTheDocument();
    expect(screen.queryByText('Stroke indexes must be unique numbers 1-18')).not.toBeInTheDocument();
  });

  it('checks slope and par per hole; a blank par counts as 3', async () => {
    const { user } = await openDialog();
    fillNames();
    setStrokeIndexes(Array.from({ length: 18 }, (_, i) => i + 1));
    fireEvent.change(screen.getByLabelText('Slope'), { target: { value: '200' } });
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Hole 2 par' }), { target: { value: '7' } });
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Hole 3 par' }), { target: { value: '' } });
    await user.click(screen.getByRole('button', { name: 'Create Course' }));
    expect(await screen.findByText('Slope must be an integer between 55 and 155')).toBeInTheDocument();
    const messages = errorList().getAllByRole('listitem').map((item) => item.textContent);
    expect(messages).toEqual(['Slope must be an integer between 55 and 155', 'Par per hole must be between 3 and 6']);
  });
});
