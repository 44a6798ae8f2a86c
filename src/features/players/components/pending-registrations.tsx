import { Check, UserCheck, X } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatDate } from '@/lib/format';
import { useApprovePlayers } from '../api/approve-players';
import { useDeclinePlayers } from '../api/decline-players';
import { usePlayersAdmin } from '@/api/players/get-players-admin';
import { LoadError } from '@/components/load-error';

/** Pending registrations with per-row and bulk Approve / Decline. */
export function PendingRegistrations({ onChanged }: { onChanged?: () => unknown }) {
  const pending = usePlayersAdmin('PENDING');
  const approve = useApprovePlayers({ onChanged });
  const decline = useDeclinePlayers({ onChanged });
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  // Newest registrations first (the server orders by name).
  const rows = useMemo(() => [...(pending.data ?? [])].sort((a, b) => b.created_at.localeCompare(a.created_at)), [pending.data]);
  // Only ids still pending count as selected (a row may leave the list after a refresh).
  const selectedIds = rows.filter((row) => selected.has(row.id)).map((row) => row.id);
  const busy = approve.isPending || decline.isPending;
  const allSelected = rows.length > 0 && selectedIds.length === rows.length;

  const toggle = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const clearAfter = (ids: string[]) => ({
    onSuccess: () => setSelected((current) => new Set([...current].filter((id) => !ids.includes(id)))),
  });

  return (
    <Card>
      <CardHeader className="gap-3 sm:grid-cols-[1fr_auto]">
        <div className="grid grid-cols-1 gap-1.5">
          <CardTitle>Pending Registrations{pending.data ? ` (${rows.length})` : ''}</CardTitle>
          <CardDescription>Approve to make a player active (joined today), or decline to mark them inactive.</CardDescription>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="forest" disabled={busy || selectedIds.length === 0} onClick={() => approve.mutate(selectedIds, clearAfter(selectedIds))}>
            <Check aria-hidden /> Approve Selected{selectedIds.length > 0 ? ` (${selectedIds.length})` : ''}
          </Button>
          <Button variant="outline" disabled={busy || selectedIds.length === 0} onClick={() => decline.mutate(selectedIds, clearAfter(selectedIds))}>
            <X aria-hidden /> Decline Selected
          </Button>
        </div>
      </CardHeader>
      <CardContent>
        {pending.isPending ? (
          <div className="grid grid-cols-1 gap-2" aria-label="Loading pending registrations">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-11" />
            ))}
          </div>
        ) : pending.isError ? (
          <LoadError title="Could not load pending registrations" error={pending.error} onRetry={() => void pending.refetch()} />
        ) : rows.length === 0 ? (
          <EmptyState icon={UserCheck} title="No pending registrations." />
        ) : (
          <>
            <ul className="grid grid-cols-1 gap-3 md:hidden" aria-label="Pending registrations">
              {rows.map((player) => (
                <li key={player.id} className="grid grid-cols-1 gap-2 rounded-lg border p-3 text-sm" data-state={selected.has(player.id) ? 'selected' : undefined}>
                  <label className="flex min-h-11 items-start gap-3">
                    <Checkbox className="mt-0.5" aria-label={`Select ${player.name}`} checked={selected.has(player.id)} onCheckedChange={(on) => toggle(player.id, on === true)} />
                    <span className="min-w-0 flex-1">
                      <span className="block font-medium">{player.name}</span>
                      {player.nickname && <span className="block text-xs text-muted-foreground">“{player.nickname}”</span>}
                      <span className="block truncate text-muted-foreground">{player.email ?? '—'}</span>
                      <span className="block text-xs text-muted-foreground tabular-nums">
                        GHIN {player.ghin ?? '—'} · Submitted {formatDate(player.created_at)}
                      </span>
                    </span>
                    {player.consent_at ? <Badge variant="success">Consented</Badge> : <Badge variant="outline">No consent</Badge>}
                  </label>
                  <div className="grid grid-cols-2 gap-2">
                    <Button variant="forest" disabled={busy} aria-label={`Approve ${player.name}`} onClick={() => approve.mutate([player.id], clearAfter([player.id]))}>
                      Approve
                    </Button>
                    <Button variant="outline" disabled={busy} aria-label={`Decline ${player.name}`} onClick={() => decline.mutate([player.id], clearAfter([player.id]))}>
                      Decline
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
            <div className="hidden md:block">
              <Table>
                <TableHeader>
                  <TableRow>
                    <TableHead className="w-10">
                      <Checkbox
                        aria-label="Select all pending players"
                        checked={allSelected ? true : selectedIds.length > 0 ? 'indeterminate' : false}
                        onCheckedChange={(on) => setSelected(on === true ? new Set(rows.map((row) => row.id)) : new Set())}
                      />
                    </TableHead>
                    <TableHead>Name</TableHead>
                    <TableHead>Email</TableHead>
                    <TableHead>GHIN</TableHead>
                    <TableHead>Submitted</TableHead>
                    <TableHead>Consent</TableHead>
                    <TableHead className="text-right">Actions</TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {rows.map((player) => (
                    <TableRow key={player.id} data-state={selected.has(player.id) ? 'selected' : undefined}>
                      <TableCell>
                        <Checkbox aria-label={`Select ${player.name}`} checked={selected.has(player.id)} onCheckedChange={(on) => toggle(player.id, on === true)} />
                      </TableCell>
                      <TableCell className="font-medium">
                        {player.name}
                        {player.nickname && <span className="block text-xs font-normal text-muted-foreground">“{player.nickname}”</span>}
                      </TableCell>
                      <TableCell>{player.email ?? '—'}</TableCell>
                      <TableCell className="num">{player.ghin ?? '—'}</TableCell>
                      <TableCell className="num">{formatDate(player.created_at)}</TableCell>
                      <TableCell>{player.consent_at ? <Badge variant="success">Consented</Badge> : <Badge variant="outline">No consent</Badge>}</TableCell>
                      <TableCell className="text-right">
                        <div className="flex justify-end gap-2">
                          <Button size="sm" variant="forest" disabled={busy} aria-label={`Approve ${player.name}`} onClick={() => approve.mutate([player.id], clearAfter([player.id]))}>
                            Approve
                          </Button>
                          <Button size="sm" variant="outline" disabled={busy} aria-label={`Decline ${player.name}`} onClick={() => decline.mutate([player.id], clearAfter([player.id]))}>
                            Decline
                          </Button>
                        </div>
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </div>
          </>
        )}
      </CardContent>
    </Card>
  );
}
