import { AlertTriangle, CheckCircle2, Landmark } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Card, CardContent } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Table, TableBody, TableCell, TableFooter, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatDate } from '@/lib/format';
import { paths } from '@/lib/paths';
import { centsOrDash, paidOutWithinFunds, type Ledger, type LedgerMatch } from '../lib/ledger';

function FundsCell({ ok }: { ok: boolean }) {
  return ok ? (
    <span className="flex items-center gap-1 text-success">
      <CheckCircle2 aria-hidden className="size-4" /> OK
    </span>
  ) : (
    <span className="flex items-center gap-1 font-semibold text-destructive">
      <AlertTriangle aria-hidden className="size-4" /> Over
    </span>
  );
}

function LedgerMatchRow({ match }: { match: LedgerMatch }) {
  const ok = paidOutWithinFunds(match);
  return (
    <TableRow className={ok ? undefined : 'bg-destructive/10'}>
      <TableCell className="num">{formatDate(match.date)}</TableCell>
      <TableCell className="min-w-40 font-medium whitespace-normal">
        <Link to={paths.match(match.id)} className="hover:underline">
          {match.name}
        </Link>
        <span className="block text-xs font-normal text-muted-foreground">{match.is_cancelled ? 'Cancelled' : match.is_final ? 'Final' : 'Open'}</span>
      </TableCell>
      <TableCell numeric>{match.entries_count}</TableCell>
      <TableCell numeric>{centsOrDash(match.charged_cents)}</TableCell>
      <TableCell numeric>{centsOrDash(match.collected_cents)}</TableCell>
      <TableCell numeric className={match.outstanding_cents > 0 ? 'text-amber-700 dark:text-amber-300' : undefined}>
        {centsOrDash(match.outstanding_cents)}
      </TableCell>
      <TableCell numeric>{centsOrDash(match.pot_cents)}</TableCell>
      <TableCell numeric>{centsOrDash(match.league_funded_cents)}</TableCell>
      <TableCell numeric>{centsOrDash(match.paid_out_cents)}</TableCell>
      <TableCell numeric>{centsOrDash(match.remainder_cents)}</TableCell>
      <TableCell>
        <FundsCell ok={ok} />
      </TableCell>
    </TableRow>
  );
}

/** The Matches tab: one row per match of the season with its money, and the season's totals. */
export function LedgerMatchesTable({ ledger }: { ledger: Ledger }) {
  if (ledger.matches.length === 0) return <EmptyState icon={Landmark} title="No matches in this season." />;
  const t = ledger.totals;
  return (
    <Card className="py-2">
      <CardContent className="px-2 sm:px-4">
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>Date</TableHead>
              <TableHead>Match</TableHead>
              <TableHead numeric>Entries</TableHead>
              <TableHead numeric>Due</TableHead>
              <TableHead numeric>Collected</TableHead>
              <TableHead numeric>Outstanding</TableHead>
              <TableHead numeric>Pot</TableHead>
              <TableHead numeric>League-funded</TableHead>
              <TableHead numeric>Won</TableHead>
              <TableHead numeric>Remainder</TableHead>
              <TableHead>Check</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {ledger.matches.map((match) => (
              <LedgerMatchRow key={match.id} match={match} />
            ))}
          </TableBody>
          <TableFooter>
            <TableRow>
              <TableCell colSpan={3}>Season total</TableCell>
              <TableCell numeric>{centsOrDash(t.charged_cents)}</TableCell>
              <TableCell numeric>{centsOrDash(t.collected_cents)}</TableCell>
              <TableCell numeric>{centsOrDash(t.outstanding_cents)}</TableCell>
              <TableCell numeric>{centsOrDash(t.pot_cents)}</TableCell>
              <TableCell numeric>{centsOrDash(t.league_funded_cents)}</TableCell>
              <TableCell numeric>{centsOrDash(t.paid_out_cents)}</TableCell>
              <TableCell numeric>{centsOrDash(t.remainder_cents)}</TableCell>
              <TableCell />
            </TableRow>
          </TableFooter>
        </Table>
      </CardContent>
    </Card>
  );
}
