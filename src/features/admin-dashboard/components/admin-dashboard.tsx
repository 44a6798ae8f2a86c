import {
  AlertTriangle,
  ArrowRight,
  CalendarDays,
  CalendarPlus,
  CheckCircle2,
  Flag,
  Mail,
  MessageCircle,
  Settings,
  UserPlus,
  Wallet,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatCents } from '@/domain/money';
import { formatDate, formatShortDate } from '@/lib/format';
import { paths } from '@/lib/paths';
import { useAdminDashboard, type AdminDashboard as DashboardData } from '../api/get-admin-dashboard';
import { ImportScorecardsDialog } from '@/components/import-scorecards-dialog';
import { SetupChecklist } from './setup-checklist';

type Props = {
  /** The Recompute Indexes button (from the players feature), composed by the route. */
  recomputeIndexes: ReactNode;
  /** Handicap flags (from the handicap feature) under Needs Attention; null when there are none. */
  handicapAlerts?: ReactNode;
  onScorecardsImported?: () => unknown;
};

/** The admin home: quick actions and live panels from get_admin_dashboard. */
export function AdminDashboard({ recomputeIndexes, handicapAlerts, onScorecardsImported }: Props) {
  const dashboard = useAdminDashboard();

  return (
    <>
      <SetupChecklist />
      <Card>
        <CardHeader>
          <CardTitle>Quick Actions</CardTitle>
        </CardHeader>
        <CardContent className="grid grid-cols-1 gap-2 min-[420px]:grid-cols-2 md:flex md:flex-wrap">
          <Button asChild variant="gold">
            <Link to={paths.newMatch()}>
              <CalendarPlus aria-hidden /> New Match
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link to={paths.courses()}>
              <Flag aria-hidden /> Manage Courses
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link to={paths.email()}>
              <Mail aria-hidden /> Send E-mail
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link to={paths.settings()}>
              <Settings aria-hidden /> Settings
            </Link>
          </Button>
          {recomputeIndexes}
          <ImportScorecardsDialog label="Import Scorecards" onImported={onScorecardsImported} />
        </CardContent>
      </Card>

      {dashboard.isPending ? (
        <div className="grid grid-cols-1 gap-6 md:grid-cols-2" aria-label="Loading dashboard">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-56 rounded-xl" />
          ))}
        </div>
      ) : dashboard.isError ? (
        <Alert variant="destructive">
          <AlertTriangle aria-hidden />
          <AlertTitle>Could not load the dashboard</AlertTitle>
          <AlertDescription>
            <p>{dashboard.error.message}</p>
            <Button variant="outline" size="sm" onClick={() => dashboard.refetch()}>
              Try again
            </Button>
          </AlertDescription>
        </Alert>
      ) : (
        <Panels data={dashboard.data} handicapAlerts={handicapAlerts} />
      )}
    </>
  );
}

function Panels({ data, handicapAlerts }: { data: DashboardData; handicapAlerts: ReactNode }) {
  const attention = data.needs_attention;
  const attentionCount =
    (attention.unpaid_entries > 0 ? 1 : 0) + attention.unfinalized_past_matches.length + (attention.failed_emails > 0 ? 1 : 0) + (handicapAlerts ? 1 : 0);
  const clicks = data.analytics.cta_whatsapp_click + data.analytics.cta_whatsapp_fab_click;

  return (
    <div className="grid grid-cols-1 gap-6 md:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <UserPlus aria-hidden className="size-5 text-gold-ink" /> Pending Sign-ups
          </CardTitle>
          <CardDescription>
            <span className="num">{data.pending_count}</span> waiting for approval
          </CardDescription>
          <CardAction>
            <PanelLink to={paths.adminPlayers()}>Players</PanelLink>
          </CardAction>
        </CardHeader>
        <CardContent>
          {data.pending_signups.length === 0 ? (
            <Quiet>No pending registrations.</Quiet>
          ) : (
            <ul className="divide-y">
              {data.pending_signups.map((player) => (
                <li key={player.id} className="flex items-center justify-between gap-3 py-2 text-sm">
                  <span className="font-medium">{player.name}</span>
                  <span className="num text-muted-foreground">Submitted {formatShortDate(player.created_at)}</span>
                </li>
              ))}
            </ul>
          )}
          {data.pending_count > 0 && (
            <Button asChild variant="forest" size="sm" className="mt-3">
              <Link to={paths.pendingPlayers()}>Review Pending ({data.pending_count})</Link>
            </Button>
          )}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <CalendarDays aria-hidden className="size-5 text-gold-ink" /> Upcoming Matches
          </CardTitle>
          <CardDescription>Next 30 days</CardDescription>
          <CardAction>
            <PanelLink to={paths.adminMatches()}>Matches</PanelLink>
          </CardAction>
        </CardHeader>
        <CardContent>
          {data.upcoming_matches.length === 0 ? (
            <Quiet>No matches in the next 30 days.</Quiet>
          ) : (
            <ul className="divide-y">
              {data.upcoming_matches.map((match) => (
                <li key={match.id} className="flex items-center justify-between gap-3 py-2 text-sm">
                  <Link to={paths.match(match.id)} className="min-w-0 truncate font-medium hover:underline">
                    {match.name}
                  </Link>
                  <span className="num flex shrink-0 items-center gap-3 text-muted-foreground">
                    <span>{formatShortDate(match.date)}</span>
                    <span aria-label={`${match.entries_count} entries${match.capacity !== null ? ` of ${match.capacity}` : ''}`}>
                      {match.entries_count}
                      {match.capacity !== null ? `/${match.capacity}` : ''} in
                    </span>
                  </span>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <AlertTriangle aria-hidden className="size-5 text-gold-ink" /> Needs Attention
          </CardTitle>
          <CardDescription>{attentionCount === 0 ? 'Nothing needs attention.' : 'Open items to follow up'}</CardDescription>
        </CardHeader>
        <CardContent className="grid grid-cols-1 gap-3 text-sm">
          {attentionCount === 0 ? (
            <p className="flex items-center gap-2 text-success">
              <CheckCircle2 aria-hidden className="size-4" /> All clear
            </p>
          ) : (
            <>
              {attention.unpaid_entries > 0 && (
                <AttentionRow to={paths.adminMatches()} label="Unpaid entries" value={attention.unpaid_entries} />
              )}
              {attention.failed_emails > 0 && (
                <AttentionRow to={paths.outbox('FAILED')} label="Undelivered e-mails" value={attention.failed_emails} />
              )}
              {handicapAlerts}
              {attention.unfinalized_past_matches.length > 0 && (
                <div className="grid grid-cols-1 gap-1.5">
                  <p className="font-medium">Past matches not finalized</p>
                  <ul className="grid grid-cols-1 gap-1">
                    {attention.unfinalized_past_matches.map((match) => (
                      <li key={match.id} className="flex items-center justify-between gap-3">
                        <Link to={paths.matchResults(match.id)} className="min-w-0 truncate text-primary hover:underline">
                          {match.name}
                        </Link>
                        <span className="num shrink-0 text-muted-foreground">{formatDate(match.date)}</span>
                      </li>
                    ))}
                  </ul>
                </div>
              )}
            </>
          )}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <Wallet aria-hidden className="size-5 text-gold-ink" /> Finance Snapshot
          </CardTitle>
          <CardDescription>All matches to date</CardDescription>
          <CardAction>
            <PanelLink to={paths.ledger()}>Ledger</PanelLink>
          </CardAction>
        </CardHeader>
        <CardContent>
          <dl className="grid grid-cols-2 gap-4">
            <Figure label="Collected" cents={data.finance.collected_cents} />
            <Figure label="Won" cents={data.finance.paid_out_cents} />
            <Figure label="Outstanding" cents={data.finance.outstanding_cents} tone={data.finance.outstanding_cents > 0 ? 'warning' : undefined} />
            <Figure label="Rounding remainder" cents={data.finance.remainder_cents} />
          </dl>
        </CardContent>
      </Card>

      <Card className="md:col-span-2">
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <MessageCircle aria-hidden className="size-5 text-gold-ink" /> Group Link Clicks
          </CardTitle>
          <CardDescription>Visitors who opened the messaging group link</CardDescription>
        </CardHeader>
        <CardContent>
          <dl className="grid grid-cols-3 gap-2 sm:gap-4">
            <Count label="Page buttons" value={data.analytics.cta_whatsapp_click} />
            <Count label="Floating button" value={data.analytics.cta_whatsapp_fab_click} />
            <Count label="Total" value={clicks} />
          </dl>
        </CardContent>
      </Card>
    </div>
  );
}

function PanelLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Button asChild variant="ghost" size="sm">
      <Link to={to}>
        {children} <ArrowRight aria-hidden />
      </Link>
    </Button>
  );
}

function Quiet({ children }: { children: ReactNode }) {
  return <p className="text-sm text-muted-foreground">{children}</p>;
}

function AttentionRow({ to, label, value }: { to: string; label: string; value: number }) {
  return (
    <Link to={to} className="flex items-center justify-between gap-3 rounded-md border px-3 py-2 hover:bg-muted/50">
      <span className="font-medium">{label}</span>
      <Badge variant="warning" className="num">
        {value}
      </Badge>
    </Link>
  );
}

function Figure({ label, cents, tone }: { label: string; cents: number; tone?: 'warning' }) {
  return (
    <div className="grid grid-cols-1 gap-1">
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className={`num text-xl font-semibold ${tone === 'warning' ? 'text-amber-700 dark:text-amber-300' : ''}`}>{formatCents(Number(cents))}</dd>
    </div>
  );
}

function Count({ label, value }: { label: string; value: number }) {
  return (
    <div className="grid grid-cols-1 gap-1 rounded-lg border p-3">
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="num text-2xl font-semibold">{value}</dd>
    </div>
  );
}
