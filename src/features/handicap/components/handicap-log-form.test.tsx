// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HANDICAP_LOG_DATE_MESSAGE, HANDICAP_LOG_DUPLICATE_MESSAGE, type HandicapLogValues } from '../api/add-handicap-log';
import { HandicapLogForm } from './handicap-log-form';

afterEach(cleanup);

function setup(onSubmit: (values: HandicapLogValues) => Promise<unknown> = vi.fn(async () => undefined)) {
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <HandicapLogForm onSubmit={onSubmit} onCancel={vi.fn()} today="2024-03-05" />
    </QueryClientProvider>,
  );
  const fields = {
    date: screen.getByLabelText('Date'),
    course: screen.getByLabelText('Course name'),
    rating: screen.getByLabelText('Rating'),
    slope: screen.getByLabelText('Slope'),
    gross: screen.getByLabelText('Gross score'),
  };
  const fill = async (values: { course?: string; rating?: string; slope?: string; gross?: string }) => {
    if (values.course !== undefined) await user.type(fields.course, values.course);
    if (values.rating !== undefined) await user.type(fields.rating, values.rating);
    if (values.slope !== undefined) await user.type(fields.slope, values.slope);
    if (values.gross !== undefined) await user.type(fields.gross, values.gross);
  };
  const add = () => user.click(screen.getByRole('button', { name: 'Add Log' }));
  return { fields, fill, add, onSubmit };
}

describe('HandicapLogForm', () => {
  it('defaults the date to today', () => {
    const { fields } = setup();
    expect(fields.date).toHaveValue('2024-03-05');
  });

  it('shows every message for an empty form and sends nothing', async () => {
    const { add, onSubmit } = setup();
    await add();
    expect(await screen.findByText('Course name is required')).toBeInTheDocument();
    expect(screen.getByText('Rating must be a number between 60 and 80')).toBeInTheDocument();
    expect(screen.getByText('Slope must be an integer between 55 and 155')).toBeInTheDocument();
    expect(screen.getByText('Gross score must be an integer of 18 or higher')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('rejects values below the limits', async () => {
    const { fill, add } = setup();
    await fill({ course: '   ', rating: '59.9', slope: '54', gross: '17' });
    await add();
    expect(await screen.findByText('Course name is required')).toBeInTheDocument();
    expect(screen.getByText('Rating must be a number between 60 and 80')).toBeInTheDocument();
    expect(screen.getByText('Slope must be an integer between 55 and 155')).toBeInTheDocument();
    expect(screen.getByText('Gross score must be an integer of 18 or higher')).toBeInTheDocument();
  });

  it('rejects values above the limits and fractional slope or gross', async () => {
    const { fill, add } = setup();
    await fill({ course: 'Heritage Oaks', rating: '80.1', slope: '120.5', gross: '85.5' });
    await add();
    expect(await screen.findByText('Rating must be a number between 60 and 80')).toBeInTheDocument();
    expect(screen.getByText('Slope must be an integer between 55 and 155')).toBeInTheDocument();
    expect(screen.getByText('Gross score must be an integer of 18 or higher')).toBeInTheDocument();
    expect(screen.queryByText('Course name is required')).not.toBeInTheDocument();
  });

  it('rejects a slope above 155', async () => {
    const { fill, add } = setup();
    await fill({ course: 'Heritage Oaks', rating: '72', slope: '156', gross: '90' });
    await add();
    expect(await screen.findByText('Slope must be an integer between 55 and 155')).toBeInTheDocument();
  });

  it('accepts the limits themselves and sends the values', async () => {
    const { fill, add, onSubmit } = setup();
    await fill({ course: ' Heritage Oaks ', rating: '60', slope: '155', gross: '18' });
    await add();
    expect(onSubmit).toHaveBeenCalledWith({ date: '2024-03-05', courseName: 'Heritage Oaks', rating: '60', slope: '155', gross: '18' });
  });

  it('refuses a date before 1900 with the server\'s message', async () => {
    const { fields, fill, add, onSubmit } = setup();
    await fill({ course: 'Heritage Oaks', rating: '72', slope: '120', gross: '85' });
    const user = userEvent.setup();
    await user.clear(fields.date);
    await user.type(fields.date, '1899-12-31');
    await add();
    expect(await screen.findByText(HANDICAP_LOG_DATE_MESSAGE)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows the server\'s refusal of a duplicate round on the form', async () => {
    const { fill, add } = setup(vi.fn(async () => Promise.reject(new Error(HANDICAP_LOG_DUPLICATE_MESSAGE))));
    await fill({ course: 'Heritage Oaks', rating: '72', slope: '120', gross: '85' });
    await add();
    expect(await screen.findByRole('alert')).toHaveTextContent(HANDICAP_LOG_DUPLICATE_MESSAGE);
  });
});
