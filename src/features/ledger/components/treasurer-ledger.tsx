import { AlertTriangle, CheckCircle2, Download, Landmark } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { toast } from 'sonner';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { StatCard } from '@/components/ui/stat-card';
import { Table, TableBody, TableCell, TableFooter, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { formatCents } from '@/domain/money';
import { formatDate } from '@/lib/format';
import { cn } from '@/lib/utils';
import { useLedger } from '../api/get-ledger';
import { downloadCsv } from '@/lib/csv';
import { matchesToCsv, paidOutWithinFunds, paymentsToCsv, playersToCsv, settleUp, type Ledger } from '../lib/ledger';

type Tab = 'matches' | 'players' | 'settle' | 'payments';

const money = (cents: number | null) => (cents === null ? '—' : formatCents(cents));

/** The treasurer's view of the money: per season and per match, by player, settle-up, payments. */
export function TreasurerLedger() {
  const [season, setSeason] = useState<number | null>(null);
  const [tab, setTab] = useState<Tab>('matches');
  const ledger = useLedger(season);
  const seasonId = useId();

  if (ledger.isPending) {
    return (
      <div className="grid grid-cols-1 gap-4" aria-label="Loading ledger">
        <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-28 rounded-xl" />
          ))}
        </div>
        <Skeleton className="h-72 rounded-xl" />
      </div>
    );
  }
  if (ledger.isError) {
    return (
      <Alert variant="destructive">
        <AlertTitle>Could not load the ledger</AlertTitle>
        <AlertDescription>
          <p>{ledger.error.message}</p>
          <Button variant="outline" size="sm" onClick={() => ledger.refetch()}>
            Try again
          </Button>
        </AlertDescription>
      </Alert>
    );
  }
  const data = ledger.data;
  const label = season === null ? 'all seasons' : String(season);

  const exportTab = () => {
    const suffix = season ?? 'all-seasons';
    const files: Record<Tab, [string, string]> = {
      matches: [`ledger-matches-${suffix}.csv`, matchesToCsv(data.matches)],
      players: [`ledger-players-${suffix}.csv`, playersToCsv(data.players)],
      settle: [`ledger-players-${suffix}.csv`, playersToCsv(data.players)],
      payments: [`ledger-payments-${suffix}.csv`, paymentsToCsv(data.payments)],
    };
    const [name, csv] = files[tab];
    downloadCsv(name, csv);
    toast.success(`Exported ${name}`);
  };

  return (
    <div className={cn('grid grid-cols-1 gap-6', ledger.isPlaceholderData && 'opacity-60')}>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid grid-cols-1 gap-1.5">
          <Label htmlFor={seasonId}>Season</Label>
          <Select value={season === null ? 'ALL' : String(season)} onValueChange={(value) => setSeason(value === 'ALL' ? null : Number(value))}>
            <SelectTrigger id={seasonId} className="w-48">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value="ALL">All seasons</SelectItem>
              {data.seasons.map((year) => (
                <SelectItem key={year} value={String(year)}>
                  {year}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <Button variant="outline" onClick={exportTab}>
          <Download aria-hidden /> Export CSV
        </Button>
      </div>

      <FundsCheck ledger={data} label={label} />

      <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        <StatCard label="Collected" value={formatCents(data.totals.collected_cents)} hint={`of ${formatCents(data.totals.charged_cents)} due`} />
        <StatCard label="Outstanding" value={formatCents(data.totals.outstanding_cents)} hint={data.totals.credit_cents > 0 ? `${formatCents(data.totals.credit_cents)} in credits` : 'unpaid dues'} />
        <StatCard label="Paid out" value={formatCents(data.totals.paid_out_cents)} hint={`pots ${formatCents(data.totals.pot_cents)}`} />
        <StatCard label="Rounding remainder" value={formatCents(data.totals.remainder_cents)} hint={`league-funded ${formatCents(data.totals.league_funded_cents)}`} />
      </div>

      <Tabs value={tab} onValueChange={(value) => setTab(value as Tab)}>
        <div className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
          <TabsList>
            <TabsTrigger value="matches">Matches</TabsTrigger>
            <TabsTrigger value="players">Players</TabsTrigger>
            <TabsTrigger value="settle">Settle Up</TabsTrigger>
            <TabsTrigger value="payments">Payments</TabsTrigger>
          </TabsList>
        </div>
        <TabsContent value="matches">
          <MatchesTable ledger={data} />
        </TabsContent>
        <TabsContent value="players">
          <PlayersTable ledger={data} />
        </TabsContent>
        <TabsContent value="settle">
          <SettleUp ledger={data} />
        </TabsContent>
        <TabsContent value="payments">
          <PaymentsTable ledger={data} />
        </TabsContent>
      </Tabs>
    </div>
  );
}

function FundsCheck({ ledger, label }: { ledger: Ledger; label: string }) {
  const totalsOk = paidOutWithinFunds(ledger.totals);
  const failing = ledger.matches.filter((match) => !paidOutWithinFunds(match));
  const allOk = totalsOk && failing.length === 0;
  const mark = (ok: boolean) =>
    ok ? <CheckCircle2 aria-label="holds" className="size-4 shrink-0 text-success" /> : <AlertTriangle aria-label="violated" className="size-4 shrink-0 text-destructive" />;
  return (
    <section
      aria-label="Funds check"
      className={cn(
        'grid grid-cols-1 gap-2 rounded-lg border px-4 py-3 text-sm',
        allOk ? 'border-success/40 bg-success/10' : 'border-destructive/50 bg-destructive/10',
      )}
    >
      <p className={cn('flex flex-wrap items-center gap-2 font-semibold', !allOk && 'text-destructive')}>
        {allOk ? <CheckCircle2 aria-hidden className="size-5 text-success" /> : <AlertTriangle aria-hidden className="size-5" />}
        Paid out ≤ collected + league-funded pots
        <Badge variant={allOk ? 'success' : 'destructive'}>{allOk ? 'OK' : 'VIOLATED'}</Badge>
      </p>
      <p className="flex items-start gap-2 tabular-nums">
        {mark(totalsOk)}
        <span>
          Totals ({label}): {formatCents(ledger.totals.paid_out_cents)} paid out, {formatCents(ledger.totals.collected_cents)} collected +{' '}
          {formatCents(ledger.totals.league_funded_cents)} league-funded
        </span>
      </p>
      {failing.length === 0 ? (
        <p className="flex items-start gap-2">
          {mark(true)}
          <span>Every match holds.</span>
        </p>
      ) : (
        failing.map((match) => (
          <p key={match.id} className="flex items-start gap-2 text-destructive tabular-nums">
            {mark(false)}
            <span>
              {match.name}: {formatCents(match.paid_out_cents)} paid out, {formatCents(match.collected_cents)} collected +{' '}
              {formatCents(match.league_funded_cents)} league-funded — over by{' '}
              {formatCents(match.paid_out_cents - match.collected_cents - match.league_funded_cents)}
            </span>
          </p>
        ))
      )}
    </section>
  );
}

function MatchesTable({ ledger }: { ledger: Ledger }) {
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
              <TableHead numeric>Paid out</TableHead>
              <TableHead numeric>Remainder</TableHead>
              <TableHead>Check</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {ledger.matches.map((match) => {
              const ok = paidOutWithinFunds(match);
              return (
                <TableRow key={match.id} className={ok ? undefined : 'bg-destructive/10'}>
                  <TableCell className="num">{formatDate(match.date)}</TableCell>
                  <TableCell className="min-w-40 font-medium whitespace-normal">
                    <Link to={`/matches/${match.id}`} className="hover:underline">
                      {match.name}
                    </Link>
                    <span className="block text-xs font-normal text-muted-foreground">{match.is_final ? 'Final' : 'Open'}</span>
                  </TableCell>
                  <TableCell numeric>{match.entries_count}</TableCell>
                  <TableCell numeric>{money(match.charged_cents)}</TableCell>
                  <TableCell numeric>{money(match.collected_cents)}</TableCell>
                  <TableCell numeric className={match.outstanding_cents > 0 ? 'text-amber-700 dark:text-amber-300' : undefined}>
                    {money(match.outstanding_cents)}
                  </TableCell>
                  <TableCell numeric>{money(match.pot_cents)}</TableCell>
                  <TableCell numeric>{money(match.league_funded_cents)}</TableCell>
                  <TableCell numeric>{money(match.paid_out_cents)}</TableCell>
                  <TableCell numeric>{money(match.remainder_cents)}</TableCell>
                  <TableCell>
                    {ok ? (
                      <span className="flex items-center gap-1 text-success">
                        <CheckCircle2 aria-hidden className="size-4" /> OK
                      </span>
                    ) : (
                      <span className="flex items-center gap-1 font-semibold text-destructive">
                        <AlertTriangle aria-hidden className="size-4" /> Over
                      </span>
                    )}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
          <TableFooter>
            <TableRow>
              <TableCell colSpan={3}>Season total</TableCell>
              <TableCell numeric>{money(t.charged_cents)}</TableCell>
              <TableCell numeric>{money(t.collected_cents)}</TableCell>
              <TableCell numeric>{money(t.outstanding_cents)}</TableCell>
              <TableCell numeric>{money(t.pot_cents)}</TableCell>
              <TableCell numeric>{money(t.league_funded_cents)}</TableCell>
              <TableCell numeric>{money(t.paid_out_cents)}</TableCell>
              <TableCell numeric>{money(t.remainder_cents)}</TableCell>
              <TableCell />
            </TableRow>
          </TableFooter>
        </Table>
      </CardContent>
    </Card>
  );
}

function PlayersTable({ ledger }: { ledger: Ledger }) {
  const players = useMemo(() => [...ledger.players].sort((a, b) => b.balance_cents - a.balance_cents || a.name.localeCompare(b.name)), [ledger.players]);
  if (players.length === 0) return <EmptyState icon={Landmark} title="No player has dues, payments or winnings in this season." />;
  return (
    <Card className="py-2">
      <CardContent className="px-2 sm:px-4">
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>Player</TableHead>
              <TableHead numeric>Due</TableHead>
              <TableHead numeric>Paid</TableHead>
              <TableHead numeric>Outstanding</TableHead>
              <TableHead numeric>Winnings</TableHead>
              <TableHead numeric>Net</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {players.map((player) => (
              <TableRow key={player.player_id}>
                <TableCell className="font-medium">
                  <Link to={`/players/${player.player_id}`} className="hover:underline">
                    {player.name}
                  </Link>
                </TableCell>
                <TableCell numeric>{money(player.charged_cents)}</TableCell>
                <TableCell numeric>{money(player.paid_cents)}</TableCell>
                <TableCell
                  numeric
                  className={player.balance_cents > 0 ? 'font-semibold text-amber-700 dark:text-amber-300' : player.balance_cents < 0 ? 'text-success' : undefined}
                >
                  {player.balance_cents < 0 ? `${money(-player.balance_cents)} credit` : money(player.balance_cents)}
                </TableCell>
                <TableCell numeric>{money(player.winnings_cents)}</TableCell>
                <TableCell numeric className={player.net_cents < 0 ? 'text-muted-foreground' : undefined}>
                  {money(player.net_cents)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </CardContent>
    </Card>
  );
}

function SettleUp({ ledger }: { ledger: Ledger }) {
  const settlements = useMemo(() => settleUp(ledger.players), [ledger.players]);
  const leaguePays = settlements.filter((s) => s.settle_cents > 0);
  const playersPay = settlements.filter((s) => s.settle_cents < 0);
  return (
    <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
      <p className="text-sm text-muted-foreground md:col-span-2">
        Winnings from final matches, less dues still unpaid (a credit from overpaying counts for the player). The ledger does not record cash
        handed out, so this assumes no winnings have been paid yet.
      </p>
      <SettleList title="League pays" description="Players owed money" items={leaguePays} tone="pay" />
      <SettleList title="Players pay" description="Players who owe the league" items={playersPay} tone="owe" />
    </div>
  );
}

function SettleList({
  title,
  description,
  items,
  tone,
}: {
  title: string;
  description: string;
  items: ReturnType<typeof settleUp>;
  tone: 'pay' | 'owe';
}) {
  const total = items.reduce((sum, item) => sum + Math.abs(item.settle_cents), 0);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <CardDescription>
          {description} · <span className="num">{formatCents(total)}</span>
        </CardDescription>
      </CardHeader>
      <CardContent>
        {items.length === 0 ? (
          <p className="text-sm text-muted-foreground">Nobody.</p>
        ) : (
          <ul className="divide-y">
            {items.map((item) => (
              <li key={item.player_id} className="flex items-center justify-between gap-3 py-2 text-sm">
                <span className="min-w-0">
                  <span className="block font-medium">{item.name}</span>
                  <span className="num block text-xs text-muted-foreground">
                    winnings {formatCents(item.winnings_cents)} · {item.balance_cents < 0 ? `credit ${formatCents(-item.balance_cents)}` : `unpaid ${formatCents(item.balance_cents)}`}
                  </span>
                </span>
                <span className={cn('num font-semibold', tone === 'pay' ? 'text-success' : 'text-amber-700 dark:text-amber-300')}>
                  {formatCents(Math.abs(item.settle_cents))}
                </span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function PaymentsTable({ ledger }: { ledger: Ledger }) {
  if (ledger.payments.length === 0) return <EmptyState icon={Landmark} title="No payments recorded in this season." />;
  return (
    <Card className="py-2">
      <CardContent className="px-2 sm:px-4">
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>Recorded</TableHead>
              <TableHead>Match</TableHead>
              <TableHead>Player</TableHead>
              <TableHead numeric>Amount</TableHead>
              <TableHead>Method</TableHead>
              <TableHead>Note</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {ledger.payments.map((payment) => (
              <TableRow key={payment.id}>
                <TableCell className="num">{formatDate(payment.created_at)}</TableCell>
                <TableCell>{payment.match_name}</TableCell>
                <TableCell>{payment.player_name}</TableCell>
                <TableCell numeric>{money(payment.amount_cents)}</TableCell>
                <TableCell>{payment.method ?? '—'}</TableCell>
                <TableCell className="max-w-xs truncate">{payment.note ?? ''}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </CardContent>
    </Card>
  );
}
