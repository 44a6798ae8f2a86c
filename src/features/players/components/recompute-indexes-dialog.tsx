import { ArrowRight, Calculator } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatIndex } from '@/lib/format';
import { useRecomputePreview } from '../api/preview-recompute-indexes';
import { usePublishRecomputedIndexes } from '../api/publish-recomputed-indexes';
import { LoadError } from '@/components/load-error';

type Props = {
  /** Called after publishing, so the page can refresh data of other features. */
  onChanged?: () => unknown;
  variant?: 'outline' | 'goldOutline' | 'forest';
  className?: string;
};

/**
 * 'Recompute Indexes': the server recomputes every suggested index from the handicap logs, the
 * dialog lists what would change (old → new) and publishes exactly that list in one transaction (the
 * server refuses it when the changes moved on since, and the dialog then shows the new list).
 */
export function RecomputeIndexesDialog({ onChanged, variant = 'outline', className }: Props) {
  const [open, setOpen] = useState(false);
  const preview = useRecomputePreview(open);
  const publish = usePublishRecomputedIndexes({ onChanged });
  const changes = preview.data ?? [];

  return (
    <>
      <Button variant={variant} className={className} onClick={() => setOpen(true)}>
        <Calculator aria-hidden /> Recompute Indexes
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="sm:max-w-xl">
          <DialogHeader>
            <DialogTitle>Recompute Indexes</DialogTitle>
            <DialogDescription>
              Suggested indexes recomputed from every player&apos;s handicap logs. Review the changes, then publish them all at once.
            </DialogDescription>
          </DialogHeader>
          {preview.isPending ? (
            <div className="grid grid-cols-1 gap-2" aria-label="Loading index changes">
              <Skeleton className="h-8" />
              <Skeleton className="h-8" />
              <Skeleton className="h-8" />
            </div>
          ) : preview.isError ? (
            <LoadError title="Could not compute the indexes" error={preview.error} onRetry={() => void preview.refetch()} />
          ) : changes.length === 0 ? (
            <p className="rounded-md border border-dashed p-6 text-center text-sm text-muted-foreground">All indexes are up to date.</p>
          ) : (
            <div className="max-h-[50vh] overflow-y-auto rounded-md border">
              <Table>
                <TableHeader>
                  <TableRow>
                    <TableHead>Player</TableHead>
                    <TableHead numeric>Current</TableHead>
                    <TableHead className="w-6" aria-label="becomes" />
                    <TableHead numeric>New</TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {changes.map((change) => (
                    <TableRow key={change.player_id}>
                      <TableCell className="font-medium whitespace-normal">
                        {change.name}
                        {change.label && <span className="block text-xs font-normal text-muted-foreground">{change.label}</span>}
                      </TableCell>
                      <TableCell numeric>{formatIndex(change.old_index) ?? '—'}</TableCell>
                      <TableCell className="text-muted-foreground">
                        <ArrowRight aria-hidden className="size-4" />
                      </TableCell>
                      <TableCell numeric className="font-semibold">
                        {formatIndex(change.new_index) ?? '—'}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </div>
          )}
          <DialogFooter>
            <Button variant="outline" onClick={() => setOpen(false)}>
              {changes.length === 0 ? 'Close' : 'Cancel'}
            </Button>
            {changes.length > 0 && (
              <Button
                variant="forest"
                disabled={publish.isPending}
                onClick={() => publish.mutate(changes, { onSuccess: () => setOpen(false) })}
              >
                {publish.isPending ? 'Publishing...' : `Publish ${changes.length} ${changes.length === 1 ? 'Index' : 'Indexes'}`}
              </Button>
            )}
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
