// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PrintableScorecard, type ScorecardHole } from './printable-scorecard';

afterEach(cleanup);

const PARS = [4, 5, 3, 4, 4, 3, 4, 5, 4, 4, 4, 3, 5, 4, 4, 3, 5, 4];
const INDEXES = [7, 3, 15, 1, 11, 17, 5, 9, 13, 8, 12, 16, 2, 10, 4, 18, 6, 14];
const HOLES: ScorecardHole[] = PARS.map((par, i) => ({ number: i + 1, par, strokeIndex: INDEXES[i] }));

const rowOf = (name: string) => {
  const header = screen.getByRole('rowheader', { name: new RegExp(`^${name}`) });
  const row = header.closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return within(row).getAllByRole('cell');
};

describe('PrintableScorecard', () => {
  it('prints a tee set card: holes 1-18 with Out, In and Total, par and stroke index, blank player rows', () => {
    render(<PrintableScorecard title="Oak Hills" subtitle="Blue tees" details={[['Rating', '71.2'], ['Slope', '128']]} holes={HOLES} />);
    expect(screen.getByRole('heading', { name: 'Oak Hills' })).toBeInTheDocument();
    expect(screen.getByText('Blue tees')).toBeInTheDocument();
    expect(screen.getByText('71.2')).toBeInTheDocument();
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual(['Hole', '1', '2', '3', '4', '5', '6', '7', '8', '9', 'Out', '10', '11', '12', '13', '14', '15', '16', '17', '18', 'In', 'Total']);
    const par = rowOf('Par').map((cell) => cell.textContent);
    expect(par[9]).toBe('36'); // Out
    expect(par[19]).toBe('36'); // In
    expect(par[20]).toBe('72'); // Total
    expect(rowOf('Stroke Index').map((cell) => cell.textContent).slice(0, 4)).toEqual(['7', '3', '15', '1']);
    expect(screen.getAllByRole('row', { name: 'Player (blank)' })).toHaveLength(4);
  });

  it('prints a match card: each player with the course handicap and a dot per stroke on each hole', () => {
    const strokes = INDEXES.map((index) => (index <= 20 - 18 ? 2 : 1)); // CH 20: two strokes on SI 1-2, one elsewhere
    render(
      <PrintableScorecard
        title="Saturday Stableford"
        holes={HOLES}
        players={[
          { name: 'Ann Lee', courseHandicap: 20, strokes },
          { name: 'Bo Park', courseHandicap: -1, strokes: INDEXES.map((index) => (index === 18 ? -1 : 0)) },
        ]}
      />,
    );
    expect(screen.getByRole('rowheader', { name: 'Ann Lee CH 20' })).toBeInTheDocument();
    const ann = rowOf('Ann Lee');
    expect(within(ann[3]).getByLabelText('2 strokes')).toHaveTextContent('••'); // hole 4 is SI 1
    expect(within(ann[0]).getByLabelText('1 stroke')).toHaveTextContent('•');
    const bo = rowOf('Bo Park');
    expect(within(bo[16]).getByLabelText('-1 stroke')).toBeInTheDocument(); // hole 16 is SI 18 (cell 16: after Out)
    expect(screen.queryAllByRole('row', { name: 'Player (blank)' })).toHaveLength(0);
  });
});
