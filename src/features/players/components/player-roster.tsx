import { Lock, Search, UserPlus, Users } from 'lucide-react';
import { useMemo, useState } from 'react';
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
import { usePlayersPublic, type PublicPlayer, type StatusFilter } from '../api/get-players-public';
import { PlayerStatusBadge, PlayerStatusIcon } from './player-status';

const FILTERS: { value: StatusFilter; label: string }[] = [
  { value: 'ACTIVE', label: 'Active Players' },
  { value: 'PENDING', label: 'Pending Approval' },
  { value: 'INACTIVE', label: 'Inactive' },
  { value: 'ALL', label: 'All Players' },
];

export const isStatusFilter = (value: string | null): value is StatusFilter =>
  FILTERS.some((filter) => filter.value === value);

/** Case-insensitive substring on name or nickname (spec: applied in the browser). */
export function matchesSearch(player: Pick<PublicPlayer, 'name' | 'nickname'>, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return player.name.toLowerCase().includes(needle) || (player.nickname ?? '').toLowerCase().includes(needle);
}

type Props = { filter: StatusFilter; onFilterChange: (filter: StatusFilter) => void };

export function PlayerRoster({ filter, onFilterChange }: Props) {
  const [search, setSearch] = useState('');
  const players = usePlayersPublic(filter);
  const visible = useMemo(() => (players.data ?? []).filter((player) => matchesSearch(player, search)), [players.data, search]);

  return (
    <Card>
      <CardHeader className="gap-4">
        <CardTitle className="flex items-center gap-2 text-lg">
          <Users className="size-5 text-gold-ink" aria-hidden />
          Club Roster ({visible.length})
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
        <RosterBody
          isPending={players.isPending}
          error={players.error}
          onRetry={() => void players.refetch()}
          rows={visible}
          filter={filter}
          search={search}
        />
      </CardContent>
    </Card>
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
