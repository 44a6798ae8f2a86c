// The printed tee sheet of a match: one row per group (start, flight, players with the marker marked and
// each player's index or "No index"), for the starter's hut and the notice board. Self-contained styles,
// like the printable scorecard: it is printed from its own document (openPrintWindow).

export type PrintableTeeSheetGroup = {
  number: number;
  /** '8:10 AM EST' or 'Hole 10 · shotgun 8:00 AM EST'. */
  start: string;
  flight: string | null;
  players: { name: string; index: string | null; marker: boolean }[];
};

export type PrintableTeeSheetProps = {
  title: string;
  subtitle?: string;
  groups: PrintableTeeSheetGroup[];
  /** Entrants not in a group yet. */
  unplaced: string[];
  footer?: string;
};

const STYLES = `
.fts { font-family: ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif; color: #17261f; font-variant-numeric: tabular-nums lining-nums; }
.fts * { box-sizing: border-box; }
.fts-head { border-bottom: 3px solid #1f4d3a; padding-bottom: 8px; margin-bottom: 14px; }
.fts-title { font-size: 20pt; font-weight: 700; margin: 0; color: #1f4d3a; }
.fts-subtitle { font-size: 12pt; margin: 2px 0 0; color: #6b5a1e; font-weight: 600; }
.fts-table { width: 100%; border-collapse: collapse; font-size: 11pt; }
.fts-table th, .fts-table td { border: 1px solid #8a9a91; padding: 5px 8px; text-align: left; vertical-align: top; }
.fts-table thead th { background: #1f4d3a; color: #fff; }
.fts-table tbody tr { break-inside: avoid; }
.fts-group { width: 9%; font-weight: 700; font-size: 13pt; text-align: center !important; }
.fts-start { width: 20%; font-weight: 700; }
.fts-flight { width: 8%; text-align: center !important; }
.fts-players { list-style: none; margin: 0; padding: 0; display: grid; grid-template-columns: 1fr 1fr; gap: 2px 16px; }
.fts-players li { display: flex; justify-content: space-between; gap: 8px; border-bottom: 1px dotted #c2ccc6; }
.fts-index { color: #5b6b63; font-size: 9.5pt; }
.fts-marker { font-size: 8pt; font-weight: 700; color: #6b5a1e; margin-left: 4px; }
.fts-note { font-size: 9pt; color: #5b6b63; margin-top: 10px; }
@media print { .fts { color: #000; } }
`;

export function PrintableTeeSheet({ title, subtitle, groups, unplaced, footer }: PrintableTeeSheetProps) {
  return (
    <div className="fts">
      <style>{STYLES}</style>
      <div className="fts-head">
        <h1 className="fts-title">{title} · Tee sheet</h1>
        {subtitle && <p className="fts-subtitle">{subtitle}</p>}
      </div>
      <table className="fts-table">
        <thead>
          <tr>
            <th scope="col" className="fts-group">
              Group
            </th>
            <th scope="col" className="fts-start">
              Start
            </th>
            <th scope="col" className="fts-flight">
              Flight
            </th>
            <th scope="col">Players</th>
          </tr>
        </thead>
        <tbody>
          {groups.map((group) => (
            <tr key={group.number}>
              <td className="fts-group">{group.number}</td>
              <td className="fts-start">{group.start}</td>
              <td className="fts-flight">{group.flight ?? '–'}</td>
              <td>
                <ul className="fts-players">
                  {group.players.map((player) => (
                    <li key={player.name}>
                      <span>
                        {player.name}
                        {player.marker && <span className="fts-marker">MARKER</span>}
                      </span>
                      <span className="fts-index">{player.index ?? 'No index'}</span>
                    </li>
                  ))}
                </ul>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {unplaced.length > 0 && <p className="fts-note">Not in a group yet: {unplaced.join(', ')}.</p>}
      {footer && <p className="fts-note">{footer}</p>}
    </div>
  );
}
