import { CalendarX2, Pencil } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';
import type { MatchRecord } from '@/api/matches/get-match-detail';

// The forms load only when an admin opens one.
const EditMatchDialog = lazy(() => import('./edit-match-dialog').then((module) => ({ default: module.EditMatchDialog })));
const CallOffDialog = lazy(() => import('./call-off-dialog').then((module) => ({ default: module.CallOffDialog })));

/** Admin controls: Edit Match and Call Off, offered only while they can apply (not once final or called off). */
export function MatchLifecycleActions({ match }: { match: MatchRecord }) {
  const [open, setOpen] = useState<'edit' | 'call-off' | null>(null);
  const locked = match.is_final || match.cancelled_at !== null;
  const onOpenChange = (next: boolean) => !next && setOpen(null);
  if (locked) return null;
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen('edit')}>
        <Pencil aria-hidden /> Edit Match
      </Button>
      <Button variant="outline" size="sm" className="text-destructive" onClick={() => setOpen('call-off')}>
        <CalendarX2 aria-hidden /> Call Off
      </Button>
      {open && (
        <Suspense fallback={null}>
          <EditMatchDialog match={match} open={open === 'edit'} onOpenChange={onOpenChange} />
          <CallOffDialog match={match} open={open === 'call-off'} onOpenChange={onOpenChange} />
        </Suspense>
      )}
    </>
  );
}
