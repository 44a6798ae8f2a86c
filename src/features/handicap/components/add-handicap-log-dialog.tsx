import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { useLeagueTimeZone } from '@/api/settings/use-league-time-zone';
import { todayIso } from '@/lib/payment-methods';
import { useAddHandicapLog, type HandicapLogValues } from '../api/add-handicap-log';
import { HandicapLogForm } from './handicap-log-form';

export function AddHandicapLogDialog({ playerId }: { playerId: string }) {
  const [open, setOpen] = useState(false);
  const add = useAddHandicapLog();
  // The club's today (DESIGN rule 22), as the server bounds the date: a device past midnight UTC while the
  // club's evening goes on must not offer tomorrow.
  const today = todayIso(new Date(), useLeagueTimeZone());

  const submit = async (values: HandicapLogValues) => {
    await add.mutateAsync({ ...values, playerId });
    setOpen(false);
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="gold" size="sm">
          <Plus aria-hidden /> Add Handicap Log
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Add Handicap Log</DialogTitle>
          <DialogDescription>Post a round: its differential is (gross − rating) × 113 ÷ slope.</DialogDescription>
        </DialogHeader>
        {open ? <HandicapLogForm onSubmit={submit} onCancel={() => setOpen(false)} today={today} /> : null}
      </DialogContent>
    </Dialog>
  );
}
