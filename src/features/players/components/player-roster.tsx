import { ChevronLeft, ChevronRight, Lock, Search, UserPlus, Users } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatDate, formatIndex, formatShortDate } from '@/lib/format';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { ROSTER_PAGE_SIZE, usePlayersPage, type PublicPlayer, type StatusFilter } from '@/api/players/get-players-public';
import { PlayerStatusBadge, PlayerStatusIcon } from './player-status';

const FILTERS: { value: StatusFilter; label: string }[] = [
  { value: 'ACTIVE', label: 'Active Players' },
  { value: 'PENDING', label: 'Pending Approval' },
  { value: 'INACTIVE', label: 'Inactive' },
  { value: 'ALL', label: 'All Players' },
];

export const isStatusFilter = (value: string | null): value is StatusFilter =>
  FILTERS.some((filter) => filter.value === value);

type Props = { filter: StatusFilter; onFilterChange: (filter: StatusFilter) => void };

/** The roster, searched and paged on the server (50 a page): a league of thousands never hits the 1,000-row cap. */
export function PlayerRoster({ filter, onFilterChange }: Props) {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const debouncedSearch = useDebouncedValue(search.trim(), 250);
  const players = usePlayersPage({ status: filter, search: debouncedSearch, page });
  const data = players.data;
  const rows = data?.rows ?? [];
  const total = data?.total ?? 0;

  // A new search or filter starts again at the first page.
  const [pageScope, setPageScope] = useState(`${filter}|${debouncedSearch}`);
  if (pageScope !== `${filter}|${debouncedSearch}`) {
    setPageScope(`${filter}|${debouncedSearch}`);
    setPage(0);
  }
  // The list shrank under us (someone was approved or declined): go back to the last page that has rows.
  useEffect(() => {
    if (!players.isPlaceholderData && data && data.rows.length === 0 && page > 0) setPage(0);
  }, [data, page, players.isPlaceholderData]);

  return (
    <Card>
      <CardHeader className="gap-4">
        <CardTitle className="flex items-center gap-2 text-lg">
          <Users className="size-5 text-gold-ink" aria-hidden />
          Club Roster ({total})
        </CardTitle>
        <div className="flex flex-col gap-3 sm:flex-row">
          <div className="relative flex-1">
            <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
            <Input
              type="search"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              placeholder="Search by name or nickname..."
              aria-label="Search by name or nickname"
              className="pl-9"
            />
          </div>
          <Select value={filter} onValueChange={(value) => isStatusFilter(value) && onFilterChange(value)}>
            <SelectTrigger className="w-full sm:w-52" aria-label="Status filter">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {FILTERS.map((option) => (
                <SelectItem key={option.value} value={option.value}>
                  {option.label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      </CardHeader>
      <CardContent>
        <div aria-busy={players.isPlaceholderData} className={players.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
          <RosterBody
            isPending={players.isPending}
          error={players.error}
          onRetry={() => void players.refetch()}
          rows={rows}
          filter={filter}
            search={debouncedSearch}
          />
        </div>
        {rows.length > 0 ? (
          <RosterPager
            page={page}
            pageRows={rows.length}
            total={total}
            busy={players.isFetching}
            onPrevious={() => setPage((current) => Math.max(0, current - 1))}
            onNext={() => setPage((current) => current + 1)}
          />
        ) : null}
      </CardContent>
    </Card>
  );
}

const count = new Intl.NumberFormat('en-US');

type PagerProps = {
  page: number;
  pageRows: number;
  total: number;
  busy: boolean;
  onPrevious: () => void;
  onNext: () => void;
};

/** 'Showing 1–50 of 1,820' with Previous / Next. */
export function RosterPager({ page, pageRows, total, busy, onPrevious, onNext }: PagerProps) {
  const first = page * ROSTER_PAGE_SIZE + 1;
  const last = page * ROSTER_PAGE_SIZE + pageRows;
  const hasNext = last < total;
  if (page === 0 && !hasNext) {
    return (
      <p className="mt-4 text-sm text-muted-foreground tabular-nums" aria-live="polite">
        Showing {count.format(first)}–{count.format(last)} of {count.format(total)}
      </p>
    );
  }
  return (
    <nav className="mt-4 flex flex-col items-center justify-between gap-3 sm:flex-row" aria-label="Roster pages">
      <p className="text-sm text-muted-foreground tabular-nums" aria-live="polite">
        Showing {count.format(first)}–{count.format(last)} of {count.format(total)}
      </p>
      <div className="flex w-full gap-2 sm:w-auto">
        <Button variant="outline" className="min-h-11 flex-1 sm:flex-none" onClick={onPrevious} disabled={page === 0 || busy}>
          <ChevronLeft aria-hidden /> Previous
        </Button>
        <Button variant="outline" className="min-h-11 flex-1 sm:flex-none" onClick={onNext} disabled={!hasNext || busy}>
          Next <ChevronRight aria-hidden />
        </Button>
      </div>
    </nav>
  );
}

type BodyProps = {
  isPending: boolean;
  error: Error | null;
  onRetry: () => void;
  rows: PublicPlayer[];
  filter: StatusFilter;
  search: string;
};

function RosterBody({ isPending, error, onRetry, rows, filter, search }: BodyProps) {
  if (isPending) {
    return (
      <p className="flex items-center justify-center gap-2 py-12 text-muted-foreground">
        <Spinner aria-hidden /> Loading players...
      </p>
    );
  }
  if (error) {
    return (
      <Alert variant="destructive">
        <AlertTitle>The roster could not be loaded.</AlertTitle>
        <AlertDescription>
          <p>{error.message}</p>
          <Button variant="outline" size="sm" onClick={onRetry}>
            Try again
          </Button>
        </AlertDescription>
      </Alert>
    );
  }
  if (rows.length === 0) return <RosterEmpty filter={filter} search={search} />;
  return (
    <>
      <RosterTable rows={rows} />
      <RosterCards rows={rows} />
    </>
  );
}

function RosterEmpty({ filter, search }: { filter: StatusFilter; search: string }) {
  if (search.trim()) return <EmptyState icon={Search} title="No players found matching your search." />;
  if (filter === 'PENDING') return <EmptyState icon={Users} title="No pending registrations." />;
  if (filter === 'INACTIVE') return <EmptyState icon={Users} title="No inactive players." />;
  if (filter === 'ACTIVE') {
    return (
      <EmptyState
        icon={UserPlus}
        title="No players yet — be the first to join!"
        action={
          <Button asChild variant="gold">
            <Link to="/signup">Sign Up Now</Link>
          </Button>
        }
      />
    );
  }
  return <EmptyState icon={Users} title="No players found for this filter." />;
}

function Private() {
  return (
    <span className="inline-flex items-center gap-1 text-muted-foreground">
      <Lock className="size-3" aria-hidden /> Private
    </span>
  );
}

const nicknameText = (nickname: string | null) => (nickname ? `"${nickname}"` : '—');

function IndexCell({ index }: { index: number | null }) {
  const text = formatIndex(index);
  return text ? <span className="font-medium tabular-nums">{text}</span> : <Badge variant="outline">Not published</Badge>;
}

function JoinDate({ player }: { player: PublicPlayer }) {
  return (
    <span className="flex flex-col">
      <span className="tabular-nums">{player.join_date ? formatDate(player.join_date) : '—'}</span>
      {player.status === 'PENDING' ? (
        <span className="text-xs text-muted-foreground">Submitted {formatShortDate(player.created_at)}</span>
      ) : null}
    </span>
  );
}

function RosterTable({ rows }: { rows: PublicPlayer[] }) {
  return (
    <div className="hidden md:block" data-testid="roster-table">
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead>Player</TableHead>
            <TableHead>Nickname</TableHead>
            <TableHead>Email</TableHead>
            <TableHead>GHIN</TableHead>
            <TableHead>Join Date</TableHead>
            <TableHead>Published Index</TableHead>
            <TableHead>Status</TableHead>
            <TableHead className="text-right">Actions</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((player) => (
            <TableRow key={player.id}>
              <TableCell>
                <span className="flex items-center gap-2 font-medium">
                  <PlayerStatusIcon status={player.status} />
                  {player.name}
                </span>
              </TableCell>
              <TableCell className="text-muted-foreground">{nicknameText(player.nickname)}</TableCell>
              <TableCell>
                <Private />
              </TableCell>
              <TableCell>
                <Private />
              </TableCell>
              <TableCell>
                <JoinDate player={player} />
              </TableCell>
              <TableCell>
                <IndexCell index={player.league_index} />
              </TableCell>
              <TableCell>
                <PlayerStatusBadge status={player.status} />
              </TableCell>
              <TableCell className="text-right">
                <Button asChild variant="outline" size="sm">
                  <Link to={`/players/${player.id}`} aria-label={`View Profile of ${player.name}`}>
                    View Profile
                  </Link>
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}

/** Phones: one card per player with the same facts as the table row. */
function RosterCards({ rows }: { rows: PublicPlayer[] }) {
  return (
    <ul className="grid grid-cols-1 gap-3 md:hidden" data-testid="roster-cards">
      {rows.map((player) => (
        <li key={player.id} className="rounded-lg border p-4">
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <p className="flex min-w-0 items-center gap-2 font-medium">
                <PlayerStatusIcon status={player.status} />
                <span className="min-w-0 break-words">{player.name}</span>
              </p>
              <p className="mt-0.5 text-sm text-muted-foreground">{nicknameText(player.nickname)}</p>
            </div>
            <PlayerStatusBadge status={player.status} />
          </div>
          <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
            <div>
              <dt className="text-xs text-muted-foreground">Email</dt>
              <dd>
                <Private />
              </dd>
            </div>
            <div>
              <dt className="text-xs text-muted-foreground">GHIN</dt>
              <dd>
                <Private />
              </dd>
            </div>
            <div>
              <dt className="text-xs text-muted-foreground">Join Date</dt>
              <dd>
                <JoinDate player={player} />
              </dd>
            </div>
            <div>
              <dt className="text-xs text-muted-foreground">Published Index</dt>
              <dd>
                <IndexCell index={player.league_index} />
              </dd>
            </div>
          </dl>
          <Button asChild variant="outline" className="mt-4 w-full">
            <Link to={`/players/${player.id}`} aria-label={`View Profile of ${player.name}`}>
              View Profile
            </Link>
          </Button>
        </li>
      ))}
    </ul>
  );
}
