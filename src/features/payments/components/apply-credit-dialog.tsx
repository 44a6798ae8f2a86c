import { useEffect, useState } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { formatCents } from '@/domain/money';
import { formatDate } from '@/lib/format';
import { useApplyCredit, usePlayerAccount } from '../api/match-money';

type Props = {
  /** The player and their credit on this match; null when closed. */
  credit: { playerId: string; name: string; cents: number } | null;
  fromMatchId: string;
  onOpenChange: (open: boolean) => void;
};

/** Apply a player's credit on this match to what they owe for another match (as much of it as is owed there). */
export function ApplyCreditDialog({ credit, fromMatchId, onOpenChange }: Props) {
  const account = usePlayerAccount(credit?.playerId ?? null);
  const apply = useApplyCredit();
  const [target, setTarget] = useState('');
  useEffect(() => setTarget(''), [credit?.playerId]);

  const dues = (account.data?.dues ?? []).filter((due) => due.match_id !== fromMatchId);
  const chosen = dues.find((due) => due.match_id === target);
  const amount = chosen && credit ? Math.min(credit.cents, chosen.outstanding_cents) : 0;

  const submit = async () => {
    if (!credit || !chosen) return;
    try {
      await apply.mutateAsync({ playerId: credit.playerId, fromMatchId, toMatchId: chosen.match_id, amountCents: amount });
      toast.success(`${formatCents(amount)} of credit applied to ${chosen.match_name}`);
      onOpenChange(false);
    } catch {
      // The mutation's toast says why.
    }
  };

  return (
    <Dialog open={credit !== null} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Apply credit</DialogTitle>
          <DialogDescription>{credit ? `${credit.name} has ${formatCents(credit.cents)} of credit on this match.` : ''}</DialogDescription>
        </DialogHeader>
        {account.isPending ? (
          <Skeleton className="h-10" aria-label="Loading what the player owes" />
        ) : dues.length === 0 ? (
          <p className="text-sm text-muted-foreground">{credit?.name} owes nothing for another match.</p>
        ) : (
          <div className="grid gap-1.5">
            <Label htmlFor="apply-credit-match">Match</Label>
            <Select value={target} onValueChange={setTarget}>
              <SelectTrigger id="apply-credit-match" aria-label="Match">
                <SelectValue placeholder="Choose a match" />
              </SelectTrigger>
              <SelectContent>
                {dues.map((due) => (
                  <SelectItem key={due.match_id} value={due.match_id}>
                    {due.match_name} ({formatDate(due.date)}) — owes {formatCents(due.outstanding_cents)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
            {chosen && <p className="text-sm">{formatCents(amount)} will be applied.</p>}
          </div>
        )}
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="button" variant="forest" disabled={!chosen || apply.isPending} onClick={() => void submit()}>
            {apply.isPending ? 'Applying...' : 'Apply credit'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
