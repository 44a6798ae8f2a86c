import { PageNav } from '@/components/page-nav';
import { Download, Search, Users } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { IndexSourceBadge } from '@/components/index-source-badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatCents } from '@/domain/money';
import { formatDate, formatIndex, formatShortDate } from '@/lib/format';
import { useApprovePlayers } from '../api/approve-players';
import { useDeclinePlayers } from '../api/decline-players';
import { ADMIN_PAGE_SIZE, getAllPlayersAdmin, usePlayersAdminPage } from '@/api/players/get-players-admin';
import type { StatusFilter } from '@/api/players/get-players-public';
import { downloadCsv } from '@/lib/csv';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { paths } from '@/lib/paths';
import { playersToCsv } from '../lib/players-csv';
import { LoadError } from '@/components/load-error';
import { MemberStatusActions } from './member-status-actions';
import { PlayerStatusBadge } from './player-status';

const count = new Intl.NumberFormat('en-US');

const FILTERS: { value: StatusFilter; label: string }[] = [
  { value: 'ALL', label: 'All' },
  { value: 'ACTIVE', label: 'Active' },
  { value: 'PENDING', label: 'Pending' },
  { value: 'INACTIVE', label: 'Inactive' },
];

type Props = {
  onChanged?: () => unknown;
  /** Extra header buttons composed by the route (e.g. Recompute Indexes). */
  actions?: React.ReactNode;
};

/**
 * Every player with e-mail and GHIN, searched, filtered and paged on the server (50 a page), with approvals and a
 * CSV export of the whole filtered list (read in pages of 1,000, so a large league is not cut at PostgREST's cap).
 */
export function AdminPlayersList({ onChanged, actions }: Props) {
  const [status, setStatus] = useState<StatusFilter>('ALL');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const [exporting, setExporting] = useState(false);
  const debouncedSearch = useDebouncedValue(search.trim(), 250);
  const players = usePlayersAdminPage({ status, search: debouncedSearch, page });
  const approve = useApprovePlayers({ onChanged });
  const decline = useDeclinePlayers({ onChanged });
  const visible = players.data?.rows ?? [];
  const total = players.data?.total ?? 0;
  const searchId = useId();
  const statusId = useId();
  const busy = approve.isPending || decline.isPending;

  // A new search starts again at the first page.
  const [pageScope, setPageScope] = useState(debouncedSearch);
  if (pageScope !== debouncedSearch) {
    setPageScope(debouncedSearch);
    setPage(0);
  }
  // The list shrank under us (approvals, declines): back to the first page.
  useEffect(() => {
    if (!players.isPlaceholderData && players.data && players.data.rows.length === 0 && page > 0) setPage(0);
  }, [players.data, page, players.isPlaceholderData]);

  const exportCsv = async () => {
    setExporting(true);
    try {
      const all = await getAllPlayersAdmin(status, search.trim());
      downloadCsv(`players-${status.toLowerCase()}-${new Date().toISOString().slice(0, 10)}.csv`, playersToCsv(all));
      toast.success(`Exported ${all.length} ${all.length === 1 ? 'player' : 'players'}`);
    } catch (error) {
      toast.error(`Failed to export players: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      setExporting(false);
    }
  };

  const first = page * ADMIN_PAGE_SIZE + 1;
  const last = page * ADMIN_PAGE_SIZE + visible.length;

  return (
    <Card>
      <CardHeader className="gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <CardTitle>Players{players.data ? ` (${total})` : ''}</CardTitle>
          <div className="flex flex-wrap gap-2">
            {actions}
            <Button variant="outline" onClick={() => void exportCsv()} disabled={!players.data || total === 0 || exporting}>
              <Download aria-hidden /> Export CSV
            </Button>
          </div>
        </div>
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-[1fr_12rem]">
          <div className="grid grid-cols-1 gap-1.5">
            <Label htmlFor={searchId}>Search</Label>
            <div className="relative">
              <Search aria-hidden className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
              <Input
                id={searchId}
                type="search"
                className="pl-9"
                placeholder="Name, nickname, email or GHIN..."
                value={search}
                onChange={(event) => setSearch(event.target.value)}
              />
            </div>
          </div>
          <div className="grid grid-cols-1 gap-1.5">
            <Label htmlFor={statusId}>Status</Label>
            <Select
              value={status}
              onValueChange={(value) => {
                setStatus(value as StatusFilter);
                setPage(0);
              }}
            >
              <SelectTrigger id={statusId} className="w-full">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {FILTERS.map((filter) => (
                  <SelectItem key={filter.value} value={filter.value}>
                    {filter.label}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
        </div>
      </CardHeader>
      <CardContent>
        {players.isPending ? (
          <div className="grid grid-cols-1 gap-2" aria-label="Loading players">
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} className="h-11" />
            ))}
          </div>
        ) : players.isError ? (
          <LoadError title="Could not load players" error={players.error} onRetry={() => void players.refetch()} />
        ) : visible.length === 0 ? (
          <EmptyState icon={Users} title={debouncedSearch ? 'No players found matching your search.' : 'No players found for this filter.'} />
        ) : (
          <>
            <ul className="grid grid-cols-1 gap-3 md:hidden" aria-label="Players">
              {visible.map((player) => (
                <li key={player.id} className="grid grid-cols-1 gap-2 rounded-lg border p-3 text-sm">
                  <div className="flex items-start justify-between gap-2">
                    <div className="min-w-0">
                      <Link to={paths.player(player.id)} className="font-medium hover:underline">
                        {player.name}
                      </Link>
                      {player.nickname && <span className="block text-xs text-muted-foreground">“{player.nickname}”</span>}
                    </div>
                    <PlayerStatusBadge status={player.status} />
                  </div>
                  <p className="truncate text-muted-foreground">{player.email ?? 'No e-mail'}</p>
                  <dl className="num grid grid-cols-2 gap-x-3 gap-y-1 text-xs">
                    <dt className="text-muted-foreground">GHIN</dt>
                    <dd className="text-right">{player.ghin ?? '—'}</dd>
                    <dt className="text-muted-foreground">{player.join_date ? 'Joined' : 'Submitted'}</dt>
                    <dd className="text-right">{formatDate(player.join_date ?? player.created_at)}</dd>
                    <dt className="text-muted-foreground">League index</dt>
                    <dd className="text-right">
                      {formatIndex(player.league_index) ?? '—'} <IndexSourceBadge source={player.index_source} />
                    </dd>
                    <dt className="text-muted-foreground">Earnings</dt>
                    <dd className="text-right">{formatCents(Number(player.career_earnings_cents ?? 0))}</dd>
                  </dl>
                  {player.status === 'PENDING' && (
                    <div className="grid grid-cols-2 gap-2">
                      <Button variant="forest" disabled={busy} aria-label={`Approve ${player.name}`} onClick={() => approve.mutate([player.id])}>
                        Approve
                      </Button>
                      <Button variant="outline" disabled={busy} aria-label={`Decline ${player.name}`} onClick={() => decline.mutate([player.id])}>
                        Decline
                      </Button>
                    </div>
                  )}
                  <MemberStatusActions member={player} onChanged={onChanged} size="default" />
                </li>
              ))}
            </ul>
            <div className="hidden md:block">
              <Table>
                <TableHeader>
                  <TableRow>
                    <TableHead>Name</TableHead>
                    <TableHead>Email</TableHead>
                    <TableHead>GHIN</TableHead>
                    <TableHead>Status</TableHead>
                    <TableHead>Joined</TableHead>
                    <TableHead numeric>League Index</TableHead>
                    <TableHead numeric>Earnings</TableHead>
                    <TableHead className="text-right">Actions</TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {visible.map((player) => (
                    <TableRow key={player.id}>
                      <TableCell className="max-w-52 font-medium whitespace-normal">
                        <Link to={paths.player(player.id)} className="hover:underline">
                          {player.name}
                        </Link>
                        {player.nickname && <span className="block text-xs font-normal text-muted-foreground">“{player.nickname}”</span>}
                      </TableCell>
                      <TableCell>{player.email ?? '—'}</TableCell>
                      <TableCell className="num">{player.ghin ?? '—'}</TableCell>
                      <TableCell>
                        <PlayerStatusBadge status={player.status} />
                      </TableCell>
                      <TableCell className="num">
                        {player.join_date ? (
                          formatDate(player.join_date)
                        ) : (
                          <span className="text-muted-foreground">Submitted {formatShortDate(player.created_at)}</span>
                        )}
                      </TableCell>
                      <TableCell numeric>
                        {formatIndex(player.league_index) ?? '—'} <IndexSourceBadge source={player.index_source} />
                      </TableCell>
                      <TableCell numeric>{formatCents(Number(player.career_earnings_cents ?? 0))}</TableCell>
                      <TableCell className="text-right">
                        {player.status === 'PENDING' ? (
                          <div className="flex justify-end gap-2">
                            <Button size="sm" variant="forest" disabled={busy} aria-label={`Approve ${player.name}`} onClick={() => approve.mutate([player.id])}>
                              Approve
                            </Button>
                            <Button size="sm" variant="outline" disabled={busy} aria-label={`Decline ${player.name}`} onClick={() => decline.mutate([player.id])}>
                              Decline
                            </Button>
                          </div>
                        ) : (
                          <MemberStatusActions member={player} onChanged={onChanged} />
                        )}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </div>
            <div className="mt-4">
              <PageNav
                label="Player pages"
                summary={`Showing ${count.format(first)}–${count.format(last)} of ${count.format(total)}`}
                page={page}
                hasNext={last < total}
                busy={players.isFetching}
                onPageChange={setPage}
                showButtons={total > ADMIN_PAGE_SIZE}
              />
            </div>
          </>
        )}
      </CardContent>
    </Card>
  );
}
