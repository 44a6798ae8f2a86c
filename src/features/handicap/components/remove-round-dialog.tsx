import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { formatDate } from '@/lib/format';
import { useDeleteHandicapLog } from '../api/delete-handicap-log';
import type { HandicapLog } from '../api/get-handicap-logs';
import { ROUND_SOURCE_LABELS } from '../utils/round-protection';

/** An admin removes any round from a member's record, with a reason the audit log keeps. */
export function RemoveRoundDialog({ log, playerId, onClose }: { log: HandicapLog | null; playerId: string; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const remove = useDeleteHandicapLog();
  const reasonId = useId();
  const trimmed = reason.trim();

  const close = () => {
    setReason('');
    onClose();
  };

  return (
    <Dialog open={log !== null} onOpenChange={(open) => !open && close()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Remove round</DialogTitle>
          <DialogDescription>
            {log
              ? `${ROUND_SOURCE_LABELS[log.source]} round of ${formatDate(log.date)} at ${log.course_name} (differential ${log.differential.toFixed(2)}). The removal and its reason are kept in the audit log.`
              : null}
          </DialogDescription>
        </DialogHeader>
        <form
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (!log || trimmed === '') return;
            remove.mutate({ logId: log.id, playerId, reason: trimmed }, { onSuccess: close });
          }}
        >
          <div className="grid gap-2">
            <Label htmlFor={reasonId}>Reason</Label>
            <Textarea id={reasonId} value={reason} maxLength={500} required onChange={(event) => setReason(event.target.value)} />
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" disabled={trimmed === '' || remove.isPending}>
              {remove.isPending ? <Spinner aria-hidden /> : null} Remove round
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
