// A paper scorecard: the tee set's card (blank player rows) or a match's card (players with their
// course handicap and a dot per handicap stroke on each hole). Self-contained styles, because it is
// printed from its own document (openPrintWindow) where the app's Tailwind CSS does not exist.
import type { ReactNode } from 'react';

export type ScorecardHole = { number: number; par: number; strokeIndex: number };

export type ScorecardPlayer = {
  name: string;
  /** Course handicap; null when the player has none (plays off 0). */
  courseHandicap: number | null;
  /** Handicap strokes received on each hole, in hole order (0, 1, 2 …; negative = gives strokes back). */
  strokes: number[];
};

export type PrintableScorecardProps = {
  title: string;
  /** A second heading line, e.g. 'Blue tees' or the match date. */
  subtitle?: string;
  /** Facts under the heading, e.g. [['Rating', '71.2'], ['Slope', '128']]. */
  details?: [label: string, value: string][];
  holes: ScorecardHole[];
  players?: ScorecardPlayer[];
  /** Empty rows for players to write in (default: 4 without players, 0 with). */
  blankRows?: number;
  /** Small print at the bottom (club name, generated date). */
  footer?: string;
};

const STYLES = `
.fws { font-family: ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif; color: #17261f; font-variant-numeric: tabular-nums lining-nums; }
.fws * { box-sizing: border-box; }
.fws-head { display: flex; justify-content: space-between; align-items: flex-end; gap: 16px; border-bottom: 3px solid #1f4d3a; padding-bottom: 8px; margin-bottom: 12px; }
.fws-title { font-size: 20pt; font-weight: 700; margin: 0; color: #1f4d3a; letter-spacing: -0.01em; }
.fws-subtitle { font-size: 12pt; margin: 2px 0 0; color: #6b5a1e; font-weight: 600; }
.fws-details { display: flex; gap: 18px; margin: 0; font-size: 10pt; }
.fws-details div { text-align: right; }
.fws-details dt { color: #5b6b63; font-size: 8pt; text-transform: uppercase; letter-spacing: 0.06em; }
.fws-details dd { margin: 0; font-weight: 700; font-size: 12pt; }
.fws-table { width: 100%; border-collapse: collapse; table-layout: fixed; font-size: 10pt; }
.fws-table th, .fws-table td { border: 1px solid #8a9a91; text-align: center; padding: 0; height: 26px; position: relative; }
.fws-table .fws-name { width: 17%; text-align: left; padding: 0 6px; font-weight: 600; overflow: hidden; white-space: nowrap; text-overflow: ellipsis; }
.fws-table .fws-sum { background: #eef3ef; font-weight: 700; width: 5.2%; }
.fws-table thead th { background: #1f4d3a; color: #fff; font-weight: 700; height: 24px; }
.fws-table thead th.fws-sum { background: #163a2b; }
.fws-par td, .fws-par th { background: #f6f1df; font-weight: 700; }
.fws-si td, .fws-si th { color: #4d5d55; font-size: 8.5pt; height: 20px; }
.fws-player td, .fws-player th { height: 34px; }
.fws-ch { font-weight: 400; color: #5b6b63; font-size: 8pt; margin-left: 4px; }
.fws-dots { position: absolute; top: 2px; right: 3px; font-size: 9pt; line-height: 1; color: #1f4d3a; letter-spacing: -1px; }
.fws-dots-minus { color: #9b2c2c; }
.fws-foot { display: flex; justify-content: space-between; margin-top: 14px; font-size: 9pt; color: #5b6b63; gap: 24px; }
.fws-sign { flex: 1; border-top: 1px solid #8a9a91; padding-top: 4px; }
.fws-legend { margin-top: 6px; font-size: 8pt; color: #5b6b63; }
@media print { .fws { color: #000; } }
`;

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

function dots(strokes: number | undefined) {
  if (!strokes) return null;
  const count = Math.min(Math.abs(strokes), 3);
  return (
    <span className={strokes < 0 ? 'fws-dots fws-dots-minus' : 'fws-dots'} aria-label={`${strokes} stroke${Math.abs(strokes) === 1 ? '' : 's'}`}>
      {(strokes < 0 ? '–' : '•').repeat(count)}
    </span>
  );
}

/** The printable scorecard: holes 1-9, Out, 10-18, In, Total; par and stroke index rows; player rows. */
export function PrintableScorecard({ title, subtitle, details = [], holes, players = [], blankRows, footer }: PrintableScorecardProps) {
  const front = holes.filter((hole) => hole.number <= 9);
  const back = holes.filter((hole) => hole.number > 9);
  const hasBack = back.length > 0;
  const empties = blankRows ?? (players.length > 0 ? 0 : 4);
  const holeIndex = (hole: ScorecardHole) => holes.indexOf(hole);

  const segments = (cell: (hole: ScorecardHole) => ReactNode, out: ReactNode, inn: ReactNode, total: ReactNode) => (
    <>
      {front.map((hole) => (
        <td key={hole.number}>{cell(hole)}</td>
      ))}
      <td className="fws-sum">{out}</td>
      {hasBack && (
        <>
          {back.map((hole) => (
            <td key={hole.number}>{cell(hole)}</td>
          ))}
          <td className="fws-sum">{inn}</td>
          <td className="fws-sum">{total}</td>
        </>
      )}
    </>
  );

  return (
    <div className="fws">
      <style>{STYLES}</style>
      <header className="fws-head">
        <div>
          <h1 className="fws-title">{title}</h1>
          {subtitle && <p className="fws-subtitle">{subtitle}</p>}
        </div>
        {details.length > 0 && (
          <dl className="fws-details">
            {details.map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        )}
      </header>

      <table className="fws-table">
        <thead>
          <tr>
            <th scope="col" className="fws-name">
              Hole
            </th>
            {front.map((hole) => (
              <th key={hole.number} scope="col">
                {hole.number}
              </th>
            ))}
            <th scope="col" className="fws-sum">
              Out
            </th>
            {hasBack && (
              <>
                {back.map((hole) => (
                  <th key={hole.number} scope="col">
                    {hole.number}
                  </th>
                ))}
                <th scope="col" className="fws-sum">
                  In
                </th>
                <th scope="col" className="fws-sum">
                  Total
                </th>
              </>
            )}
          </tr>
        </thead>
        <tbody>
          <tr className="fws-par">
            <th scope="row" className="fws-name">
              Par
            </th>
            {segments(
              (hole) => hole.par,
              sum(front.map((hole) => hole.par)),
              sum(back.map((hole) => hole.par)),
              sum(holes.map((hole) => hole.par)),
            )}
          </tr>
          <tr className="fws-si">
            <th scope="row" className="fws-name">
              Stroke Index
            </th>
            {segments((hole) => hole.strokeIndex, '', '', '')}
          </tr>
          {players.map((player, row) => (
            <tr key={`${player.name}-${row}`} className="fws-player">
              <th scope="row" className="fws-name">
                {player.name}{' '}
                <span className="fws-ch">CH {player.courseHandicap ?? 0}</span>
              </th>
              {segments((hole) => dots(player.strokes[holeIndex(hole)]), '', '', '')}
            </tr>
          ))}
          {Array.from({ length: empties }, (_, row) => (
            <tr key={`blank-${row}`} className="fws-player" aria-label="Player (blank)">
              <th scope="row" className="fws-name" />
              {segments(() => null, '', '', '')}
            </tr>
          ))}
        </tbody>
      </table>
      {players.some((player) => player.strokes.some(Boolean)) && (
        <p className="fws-legend">• = one handicap stroke received on the hole; – = one stroke given back.</p>
      )}

      <div className="fws-foot">
        <div className="fws-sign">Scorer</div>
        <div className="fws-sign">Attest</div>
        <div className="fws-sign">Date</div>
      </div>
      {footer && <p className="fws-legend">{footer}</p>}
    </div>
  );
}
