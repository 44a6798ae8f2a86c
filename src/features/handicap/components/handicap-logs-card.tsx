import { Lock, MoreHorizontal, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatDate } from '@/lib/format';
import { useDeleteHandicapLog } from '../api/delete-handicap-log';
import type { HandicapLog } from '../api/get-handicap-logs';
import { memberDeleteRefusal, ROUND_SOURCE_LABELS } from '../utils/round-protection';
import { AddHandicapLogDialog } from './add-handicap-log-dialog';
import { RemoveRoundDialog } from './remove-round-dialog';
import { RoundNotes } from './round-notes';

type Props = {
  playerId: string;
  logs: HandicapLog[] | undefined;
  isPending: boolean;
  error: Error | null;
  onRetry: () => void;
  usedIds: ReadonlySet<string>;
  /** Why a round counts or not (the index method's words), by log id. */
  notes?: ReadonlyMap<string, readonly string[]>;
  /** Owner or admin: may add rounds, and delete them as the record's protection allows. */
  canManage: boolean;
  /** Admins remove any round, with a reason; members only their own SELF rounds within 24 h. */
  isAdmin: boolean;
};

export function HandicapLogsCard({ playerId, logs, isPending, error, onRetry, usedIds, notes, canManage, isAdmin }: Props) {
  const [toDelete, setToDelete] = useState<HandicapLog | null>(null);
  const [toRemove, setToRemove] = useState<HandicapLog | null>(null);
  const remove = useDeleteHandicapLog();

  return (
    <Card>
      <CardHeader>
        <CardTitle>Handicap Logs</CardTitle>
        <CardDescription>
          Every posted round. Rounds marked <CountedBadge /> are the ones the suggested index uses.
        </CardDescription>
        {canManage ? (
          <CardAction>
            <AddHandicapLogDialog playerId={playerId} />
          </CardAction>
        ) : null}
      </CardHeader>
      <CardContent>
        {isPending ? (
          <p className="flex items-center justify-center gap-2 py-8 text-muted-foreground">
            <Spinner aria-hidden /> Loading handicap logs...
          </p>
        ) : error ? (
          <Alert variant="destructive">
            <AlertTitle>The handicap logs could not be loaded.</AlertTitle>
            <AlertDescription>
              <p>{error.message}</p>
              <Button variant="outline" size="sm" onClick={onRetry}>
                Try again
              </Button>
            </AlertDescription>
          </Alert>
        ) : !logs || logs.length === 0 ? (
          <EmptyState title="No handicap logs yet. Add the first round to get started." />
        ) : (
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>Date</TableHead>
                <TableHead>Course</TableHead>
                <TableHead className="text-right">Rating</TableHead>
                <TableHead className="text-right">Slope</TableHead>
                <TableHead className="text-right">Gross</TableHead>
                <TableHead className="text-right">Differential</TableHead>
                {canManage ? (
                  <TableHead className="w-12">
                    <span className="sr-only">Actions</span>
                  </TableHead>
                ) : null}
              </TableRow>
            </TableHeader>
            <TableBody>
              {logs.map((log) => (
                <TableRow key={log.id} data-counted={usedIds.has(log.id) || undefined}>
                  <TableCell className="tabular-nums">{formatDate(log.date)}</TableCell>
                  <TableCell className="max-w-56">
                    <span className="flex min-w-0 items-center gap-1.5">
                      <span className="truncate">{log.course_name}</span>
                      <SourceBadge log={log} />
                    </span>
                    <RoundNotes notes={notes?.get(log.id)} />
                  </TableCell>
                  <TableCell className="text-right tabular-nums">{log.rating.toFixed(1)}</TableCell>
                  <TableCell className="text-right tabular-nums">{log.slope}</TableCell>
                  <TableCell className="text-right tabular-nums">{log.gross}</TableCell>
                  <TableCell className="text-right">
                    <span className="inline-flex items-center justify-end gap-2">
                      {usedIds.has(log.id) ? <CountedBadge /> : null}
                      <span className="font-medium tabular-nums">{log.differential.toFixed(2)}</span>
                    </span>
                  </TableCell>
                  {canManage ? (
                    <TableCell className="text-right">
                      <DropdownMenu>
                        <DropdownMenuTrigger asChild>
                          <Button variant="ghost" size="icon" aria-label={`Actions for the round on ${formatDate(log.date)} at ${log.course_name}`}>
                            <MoreHorizontal aria-hidden />
                          </Button>
                        </DropdownMenuTrigger>
                        <DropdownMenuContent align="end">
                          <RoundActions log={log} isAdmin={isAdmin} onDelete={() => setToDelete(log)} onRemove={() => setToRemove(log)} />
                        </DropdownMenuContent>
                      </DropdownMenu>
                    </TableCell>
                  ) : null}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>

      <AlertDialog open={toDelete !== null} onOpenChange={(open) => !open && setToDelete(null)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Delete handicap log</AlertDialogTitle>
            <AlertDialogDescription>Are you sure you want to delete this handicap log?</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Cancel</AlertDialogCancel>
            <AlertDialogAction
              variant="destructive"
              disabled={remove.isPending}
              onClick={() => toDelete && remove.mutate({ logId: toDelete.id, playerId })}
            >
              Delete
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
      <RemoveRoundDialog log={toRemove} playerId={playerId} onClose={() => setToRemove(null)} />
    </Card>
  );
}

/** Admin: remove with a reason. Member: delete a fresh self-posted round, else why not. */
function RoundActions({ log, isAdmin, onDelete, onRemove }: { log: HandicapLog; isAdmin: boolean; onDelete: () => void; onRemove: () => void }) {
  if (isAdmin) {
    return (
      <DropdownMenuItem variant="destructive" onSelect={onRemove}>
        <Trash2 aria-hidden /> Remove…
      </DropdownMenuItem>
    );
  }
  const refusal = memberDeleteRefusal(log);
  if (refusal) {
    return (
      <DropdownMenuItem disabled className="max-w-64 whitespace-normal">
        <Lock aria-hidden /> {refusal}
      </DropdownMenuItem>
    );
  }
  return (
    <DropdownMenuItem variant="destructive" onSelect={onDelete}>
      <Trash2 aria-hidden /> Delete
    </DropdownMenuItem>
  );
}

function SourceBadge({ log }: { log: HandicapLog }) {
  return (
    <Badge variant={log.source === 'LEAGUE' ? 'default' : 'outline'} className="shrink-0 px-1.5 py-0 text-[0.7rem]" data-source={log.source}>
      {ROUND_SOURCE_LABELS[log.source]}
    </Badge>
  );
}

function CountedBadge() {
  return (
    <Badge variant="gold" className="px-1.5 py-0 text-[0.7rem]" title="Counts towards the suggested index">
      Counted
    </Badge>
  );
}
