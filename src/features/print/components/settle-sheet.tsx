// The settle sheet of a match: each player's money (won, paid in, net, already paid, left to settle) and
// the transfers that settle it — who pays whom. Self-contained styles, like the printable scorecard:
// it is printed from its own document (openPrintWindow) where the app's CSS does not exist.
import { formatCents } from '@/domain/money';

export type SettleSheetRow = {
  name: string;
  wonCents: number;
  stakeCents: number;
  /** Already paid to the league for this match. */
  paidCents: number;
  /** > 0: to receive; < 0: to pay. */
  balanceCents: number;
};

export type SettleSheetTransfer = { from: string; to: string; cents: number };

export type SettleSheetProps = {
  title: string;
  subtitle?: string;
  rows: SettleSheetRow[];
  transfers: SettleSheetTransfer[];
  /** What the league keeps (rounding cents and prizes nobody won), if anything. */
  leagueKeepsCents: number;
  footer?: string;
};

const STYLES = `
.fss { font-family: ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif; color: #17261f; font-variant-numeric: tabular-nums lining-nums; }
.fss * { box-sizing: border-box; }
.fss-head { border-bottom: 3px solid #1f4d3a; padding-bottom: 8px; margin-bottom: 14px; }
.fss-title { font-size: 20pt; font-weight: 700; margin: 0; color: #1f4d3a; }
.fss-subtitle { font-size: 12pt; margin: 2px 0 0; color: #6b5a1e; font-weight: 600; }
.fss h2 { font-size: 13pt; color: #1f4d3a; margin: 16px 0 6px; }
.fss-table { width: 100%; border-collapse: collapse; font-size: 10.5pt; }
.fss-table th, .fss-table td { border: 1px solid #8a9a91; padding: 4px 8px; text-align: right; }
.fss-table th:first-child, .fss-table td:first-child { text-align: left; }
.fss-table thead th { background: #1f4d3a; color: #fff; }
.fss-table tfoot td { background: #eef3ef; font-weight: 700; }
.fss-transfers { list-style: none; padding: 0; margin: 0; font-size: 12pt; }
.fss-transfers li { display: flex; gap: 10px; align-items: center; padding: 6px 0; border-bottom: 1px dashed #8a9a91; }
.fss-transfers .fss-amount { margin-left: auto; font-weight: 700; }
.fss-box { display: inline-block; width: 14px; height: 14px; border: 1.5px solid #1f4d3a; border-radius: 2px; }
.fss-note { font-size: 9pt; color: #5b6b63; margin-top: 10px; }
@media print { .fss { color: #000; } }
`;

const signed = (cents: number) => (cents > 0 ? `+${formatCents(cents)}` : formatCents(cents));

export function SettleSheet({ title, subtitle, rows, transfers, leagueKeepsCents, footer }: SettleSheetProps) {
  const total = (pick: (row: SettleSheetRow) => number) => rows.reduce((sum, row) => sum + pick(row), 0);
  return (
    <div className="fss">
      <style>{STYLES}</style>
      <div className="fss-head">
        <h1 className="fss-title">{title} · Settle sheet</h1>
        {subtitle && <p className="fss-subtitle">{subtitle}</p>}
      </div>

      <h2>Who pays whom</h2>
      {transfers.length === 0 ? (
        <p>Nothing to settle: everyone is square.</p>
      ) : (
        <ul className="fss-transfers" aria-label="Who pays whom">
          {transfers.map((t) => (
            <li key={`${t.from}-${t.to}`}>
              <span className="fss-box" aria-hidden="true" />
              <span>
                <strong>{t.from}</strong> pays <strong>{t.to}</strong>
              </span>
              <span className="fss-amount">{formatCents(t.cents)}</span>
            </li>
          ))}
        </ul>
      )}

      <h2>Money by player</h2>
      <table className="fss-table">
        <thead>
          <tr>
            <th>Player</th>
            <th>Won</th>
            <th>Paid in</th>
            <th>Net</th>
            <th>Paid to league</th>
            <th>To settle</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.name}>
              <td>{row.name}</td>
              <td>{formatCents(row.wonCents)}</td>
              <td>{formatCents(row.stakeCents)}</td>
              <td>{signed(row.wonCents - row.stakeCents)}</td>
              <td>{formatCents(row.paidCents)}</td>
              <td>{row.balanceCents === 0 ? 'Square' : row.balanceCents > 0 ? `Receives ${formatCents(row.balanceCents)}` : `Pays ${formatCents(-row.balanceCents)}`}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <td>Total</td>
            <td>{formatCents(total((r) => r.wonCents))}</td>
            <td>{formatCents(total((r) => r.stakeCents))}</td>
            <td>{signed(total((r) => r.wonCents - r.stakeCents))}</td>
            <td>{formatCents(total((r) => r.paidCents))}</td>
            <td />
          </tr>
        </tfoot>
      </table>
      <p className="fss-note">
        Paid in: the buy-ins of the games each player played. The league holds what was paid to it and pays the winners
        from it.{leagueKeepsCents > 0 ? ` It keeps ${formatCents(leagueKeepsCents)} (rounding cents and prizes nobody won).` : ''} Every
        transfer above leaves each player at exactly their net.
      </p>
      {footer && <p className="fss-note">{footer}</p>}
    </div>
  );
}
