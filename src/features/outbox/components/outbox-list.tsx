import { ChevronLeft, ChevronRight, MailCheck, RotateCw } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { cn } from '@/lib/utils';
import { OUTBOX_PAGE_SIZE, useEmailOutboxPage, type OutboxMessage } from '../api/get-email-outbox';
import type { OutboxFilter, OutboxStatus } from '../api/keys';
import { useResendEmail } from '../api/resend-email';
import { templateLabel } from '../lib/labels';
import { OutboxFilters } from './outbox-filters';
import { OutboxMessageStatus } from './outbox-message-status';

const STATUS_VALUES: readonly string[] = ['PENDING', 'SENT', 'FAILED'];

// In the viewer's zone, which it names (DESIGN rule 22).
const WHEN = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' });
const when = (value: string | null) => (value ? WHEN.format(new Date(value)) : '—');

/** Every queued message: status, attempts, last error and resend; filtered and paged. ?status=FAILED opens on the failures. */
export function OutboxList() {
  const [params, setParams] = useSearchParams();
  const status = STATUS_VALUES.includes(params.get('status') ?? '') ? (params.get('status') as OutboxStatus) : 'ALL';
  const [template, setTemplate] = useState('');
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);
  const [page, setPage] = useState(0);
  const filter: OutboxFilter = { status, template, search: deferredSearch };
  const outbox = useEmailOutboxPage(filter, page * OUTBOX_PAGE_SIZE);
  const resend = useResendEmail();
  const total = outbox.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / OUTBOX_PAGE_SIZE));

  const change = (patch: Partial<OutboxFilter>) => {
    if (patch.status !== undefined) {
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (patch.status === 'ALL') next.delete('status');
        else next.set('status', patch.status ?? '');
        return next;
      }, { replace: true });
    }
    if (patch.template !== undefined) setTemplate(patch.template);
    setPage(0);
  };

  const resendButton = (message: OutboxMessage) => (
    <Button
      variant="outline"
      size="sm"
      disabled={resend.isPending && resend.variables === message.id}
      aria-label={`Resend ${templateLabel(message.template)} to ${message.to_email}`}
      onClick={() => resend.mutate(message.id)}
    >
      <RotateCw aria-hidden /> {message.status === 'SENT' ? 'Send again' : 'Resend'}
    </Button>
  );

  return (
    <Card>
      <CardHeader className="gap-4">
        <CardTitle>
          Outbox{' '}
          {outbox.data && (
            <span className="num text-sm font-normal text-muted-foreground">
              ({total} {total === 1 ? 'message' : 'messages'})
            </span>
          )}
        </CardTitle>
        <OutboxFilters
          filter={filter}
          search={search}
          onSearchChange={(value) => {
            setSearch(value);
            setPage(0);
          }}
          onChange={change}
        />
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-4">
        {outbox.isPending ? (
          <div className="grid grid-cols-1 gap-2" aria-label="Loading the outbox">
            {[0, 1, 2, 3, 4].map((i) => (
              <Skeleton key={i} className="h-10" />
            ))}
          </div>
        ) : outbox.isError ? (
          <Alert variant="destructive">
            <AlertTitle>Could not load the outbox</AlertTitle>
            <AlertDescription>
              <p>{outbox.error.message}</p>
              <Button variant="outline" size="sm" onClick={() => outbox.refetch()}>
                Try again
              </Button>
            </AlertDescription>
          </Alert>
        ) : outbox.data.messages.length === 0 ? (
          <EmptyState icon={MailCheck} title="No e-mails for this filter." />
        ) : (
          <>
            <ul className={cn('grid grid-cols-1 gap-3 md:hidden', outbox.isPlaceholderData && 'opacity-60')} aria-label="Outbox messages">
              {outbox.data.messages.map((message) => (
                <li key={message.id} className="grid grid-cols-1 gap-1.5 rounded-lg border p-3 text-sm">
                  <div className="flex items-start justify-between gap-2">
                    <span className="font-medium">{templateLabel(message.template)}</span>
                    <OutboxMessageStatus message={message} />
                  </div>
                  <p className="[overflow-wrap:anywhere]">{message.to_email}</p>
                  {message.subject && <p className="text-muted-foreground [overflow-wrap:anywhere]">{message.subject}</p>}
                  <p className="text-xs text-muted-foreground tabular-nums">
                    Queued {when(message.created_at)} · {message.attempts} {message.attempts === 1 ? 'attempt' : 'attempts'}
                    {message.sent_at && ` · sent ${when(message.sent_at)}`}
                  </p>
                  {message.last_error && message.status !== 'SENT' && <p className="text-xs text-destructive [overflow-wrap:anywhere]">{message.last_error}</p>}
                  <div>{resendButton(message)}</div>
                </li>
              ))}
            </ul>
            <div className="hidden md:block">
              <Table className={outbox.isPlaceholderData ? 'opacity-60' : undefined}>
                <TableHeader>
                  <TableRow>
                    <TableHead>Queued</TableHead>
                    <TableHead>Kind</TableHead>
                    <TableHead>Recipient</TableHead>
                    <TableHead>Status</TableHead>
                    <TableHead className="text-right">Attempts</TableHead>
                    <TableHead>Last error</TableHead>
                    <TableHead>
                      <span className="sr-only">Actions</span>
                    </TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {outbox.data.messages.map((message) => (
                    <TableRow key={message.id}>
                      <TableCell className="num text-muted-foreground">
                        <time dateTime={message.created_at}>{when(message.created_at)}</time>
                      </TableCell>
                      <TableCell>
                        {templateLabel(message.template)}
                        {message.subject && <span className="block max-w-56 truncate text-xs text-muted-foreground">{message.subject}</span>}
                      </TableCell>
                      <TableCell className="[overflow-wrap:anywhere] whitespace-normal">{message.to_email}</TableCell>
                      <TableCell>
                        <OutboxMessageStatus message={message} />
                      </TableCell>
                      <TableCell className="num text-right">{message.attempts}</TableCell>
                      <TableCell className="max-w-xs min-w-40 text-xs whitespace-normal text-destructive">
                        {message.status !== 'SENT' && message.last_error ? message.last_error : <span className="text-muted-foreground">—</span>}
                      </TableCell>
                      <TableCell className="text-right">{resendButton(message)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </div>
            <nav aria-label="Outbox pages" className="flex flex-wrap items-center justify-between gap-3">
              <p className="text-sm text-muted-foreground tabular-nums">
                Page {page + 1} of {pages} · messages {page * OUTBOX_PAGE_SIZE + 1}–{Math.min(total, (page + 1) * OUTBOX_PAGE_SIZE)} of {total}
              </p>
              <div className="flex gap-2">
                <Button variant="outline" disabled={page === 0} onClick={() => setPage((current) => current - 1)}>
                  <ChevronLeft aria-hidden /> Previous
                </Button>
                <Button variant="outline" disabled={page + 1 >= pages || outbox.isPlaceholderData} onClick={() => setPage((current) => current + 1)}>
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
