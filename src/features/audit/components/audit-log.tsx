import { format } from 'date-fns';
import { ChevronLeft, ChevronRight, Download, ScrollText } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { cn } from '@/lib/utils';
import { useExportAuditLog } from '../api/export-audit-log';
import { AUDIT_PAGE_SIZE, useAuditPage, type AuditRecord } from '../api/get-audit-log';
import type { AuditFilter, AuditGroup } from '../api/keys';
import { actionLabel, detailsSummary } from '../lib/describe';
import { ActorLabel } from './actor-label';

const GROUPS: { value: AuditGroup; label: string }[] = [
  { value: 'ALL', label: 'All' },
  { value: 'PLAYER', label: 'Player' },
  { value: 'MATCH', label: 'Match' },
  { value: 'PAYMENT', label: 'Payment' },
  { value: 'SCORECARD', label: 'Scorecard' },
];

/** Where a record's target can be opened, if anywhere. */
function targetLink(record: AuditRecord): string | null {
  if (!record.target_id) return null;
  if (record.target_type === 'player') return `/players/${record.target_id}`;
  if (record.target_type === 'match') return `/matches/${record.target_id}`;
  if (record.target_type === 'course') return `/admin/courses/${record.target_id}`;
  return null;
}

/** The append-only audit trail: filter by group and dates, page through, export what is filtered. */
export function AuditLog() {
  const [filter, setFilter] = useState<AuditFilter>({ group: 'ALL', from: '', to: '' });
  const [page, setPage] = useState(0);
  const log = useAuditPage(filter, page * AUDIT_PAGE_SIZE);
  const exportCsv = useExportAuditLog();
  const ids = { group: useId(), from: useId(), to: useId() };
  const total = log.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE));
  const change = (patch: Partial<AuditFilter>) => {
    setFilter((current) => ({ ...current, ...patch }));
    setPage(0);
  };

  return (
    <Card>
      <CardHeader className="gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <CardTitle>
            Audit Log{' '}
            {log.data && (
              <span className="num text-sm font-normal text-muted-foreground">
                ({total} {total === 1 ? 'record' : 'records'})
              </span>
            )}
          </CardTitle>
          <Button variant="outline" disabled={exportCsv.isPending || total === 0} onClick={() => exportCsv.mutate(filter)}>
            <Download aria-hidden /> {exportCsv.isPending ? 'Exporting...' : 'Export CSV'}
          </Button>
        </div>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          <div className="col-span-2 grid grid-cols-1 gap-1.5 sm:col-span-1">
            <Label htmlFor={ids.group}>Action group</Label>
            <Select value={filter.group} onValueChange={(value) => change({ group: value as AuditGroup })}>
              <SelectTrigger id={ids.group} className="w-full">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {GROUPS.map((group) => (
                  <SelectItem key={group.value} value={group.value}>
                    {group.label}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
          <div className="grid grid-cols-1 gap-1.5">
            <Label htmlFor={ids.from}>From date</Label>
            <Input id={ids.from} type="date" value={filter.from} max={filter.to || undefined} onChange={(event) => change({ from: event.target.value })} />
          </div>
          <div className="grid grid-cols-1 gap-1.5">
            <Label htmlFor={ids.to}>To date</Label>
            <Input id={ids.to} type="date" value={filter.to} min={filter.from || undefined} onChange={(event) => change({ to: event.target.value })} />
          </div>
        </div>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-4">
        {log.isPending ? (
          <div className="grid grid-cols-1 gap-2" aria-label="Loading audit log">
            {[0, 1, 2, 3, 4].map((i) => (
              <Skeleton key={i} className="h-10" />
            ))}
          </div>
        ) : log.isError ? (
          <Alert variant="destructive">
            <AlertTitle>Could not load the audit log</AlertTitle>
            <AlertDescription>
              <p>{log.error.message}</p>
              <Button variant="outline" size="sm" onClick={() => log.refetch()}>
                Try again
              </Button>
            </AlertDescription>
          </Alert>
        ) : log.data.records.length === 0 ? (
          <EmptyState icon={ScrollText} title="No audit records for this filter." />
        ) : (
          <>
            <ul className={cn('grid grid-cols-1 gap-3 md:hidden', log.isPlaceholderData && 'opacity-60')} aria-label="Audit records">
              {log.data.records.map((record) => {
                const details = detailsSummary(record.details);
                return (
                  <li key={record.id} className="grid grid-cols-1 gap-1.5 rounded-lg border p-3 text-sm">
                    <div className="flex items-start justify-between gap-2">
                      <Badge variant="outline" title={record.action}>
                        {actionLabel(record.action)}
                      </Badge>
                      <time dateTime={record.at} className="text-xs text-muted-foreground tabular-nums">
                        {format(new Date(record.at), 'MMM d, yyyy HH:mm')}
                      </time>
                    </div>
                    <p>
                      <Target record={record} /> <span className="text-muted-foreground">
                        by <ActorLabel name={record.actor} kind={record.actor_kind} />
                      </span>
                    </p>
                    {details && <p className="text-xs [overflow-wrap:anywhere] text-muted-foreground">{details}</p>}
                  </li>
                );
              })}
            </ul>
            <div className="hidden md:block">
              <Table className={log.isPlaceholderData ? 'opacity-60' : undefined}>
                <TableHeader>
                  <TableRow>
                    <TableHead>When</TableHead>
                    <TableHead>Actor</TableHead>
                    <TableHead>Action</TableHead>
                    <TableHead>Target</TableHead>
                    <TableHead>Details</TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {log.data.records.map((record) => {
                    const details = detailsSummary(record.details);
                    return (
                      <TableRow key={record.id}>
                        <TableCell className="num text-muted-foreground">
                          <time dateTime={record.at}>{format(new Date(record.at), 'MMM d, yyyy HH:mm')}</time>
                        </TableCell>
                        <TableCell>
                          <ActorLabel name={record.actor} kind={record.actor_kind} />
                        </TableCell>
                        <TableCell>
                          <Badge variant="outline" title={record.action}>
                            {actionLabel(record.action)}
                          </Badge>
                        </TableCell>
                        <TableCell>
                          <Target record={record} />
                          {record.target_type && <span className="block text-xs text-muted-foreground">{record.target_type}</span>}
                        </TableCell>
                        <TableCell className="max-w-md min-w-48 text-xs whitespace-normal text-muted-foreground">{details || '—'}</TableCell>
                      </TableRow>
                    );
                  })}
                </TableBody>
              </Table>
            </div>
            <nav aria-label="Audit log pages" className="flex flex-wrap items-center justify-between gap-3">
              <p className="text-sm text-muted-foreground tabular-nums">
                Page {page + 1} of {pages} · records {page * AUDIT_PAGE_SIZE + 1}–{Math.min(total, (page + 1) * AUDIT_PAGE_SIZE)} of {total}
              </p>
              <div className="flex gap-2">
                <Button variant="outline" disabled={page === 0} onClick={() => setPage((current) => current - 1)}>
                  <ChevronLeft aria-hidden /> Previous
                </Button>
                <Button variant="outline" disabled={page + 1 >= pages || log.isPlaceholderData} onClick={() => setPage((current) => current + 1)}>
                  Next <ChevronRight aria-hidden />
                </Button>
              </div>
            </nav>
          </>
        )}
      </CardContent>
    </Card>
  );
}

function Target({ record }: { record: AuditRecord }) {
  const link = targetLink(record);
  const label = record.target_label ?? record.target_id ?? '—';
  return link ? (
    <Link to={link} className="text-primary hover:underline">
      {label}
    </Link>
  ) : (
    <span>{label}</span>
  );
}
