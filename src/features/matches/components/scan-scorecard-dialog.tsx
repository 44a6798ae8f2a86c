import { ScanLine, UsersIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useCardPhotos } from '@/api/card-photos/card-photos';
import type { MatchPageDetail } from '@/api/matches/get-match-detail';
import { CARD_PHOTO_NOTE, CardPhotoControl } from '@/components/card-photo';

/** Admin: attach the photo of each entrant's signed paper card (camera on a phone) — evidence only, never read. */
export function ScanScorecardDialog({ detail }: { detail: MatchPageDetail }) {
  const [open, setOpen] = useState(false);
  const { match, entries } = detail;
  const photos = useCardPhotos(match.id, open ? 'admin' : null);
  const calledOff = match.cancelled_at !== null;

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" disabled={calledOff}>
          <ScanLine aria-hidden /> Scan Scorecard
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Scan Scorecard</DialogTitle>
          <DialogDescription>{CARD_PHOTO_NOTE}. Only admins and the player see the photo.</DialogDescription>
        </DialogHeader>
        {entries.length === 0 ? (
          <EmptyState icon={UsersIcon} title="No players have entered this match yet." description="Scorecards appear here once players are added." />
        ) : photos.isPending ? (
          <Skeleton className="h-24" aria-label="Loading card photos" />
        ) : photos.isError ? (
          <p className="text-sm text-destructive">The card photos could not be loaded: {photos.error.message}</p>
        ) : (
          <ul className="max-h-[60vh] divide-y overflow-y-auto" aria-label="Entrants' cards">
            {entries.map((entry) => (
              <li key={entry.player_id} className="flex min-h-12 items-center justify-between gap-3 py-2">
                <span className="truncate text-sm font-medium">{entry.name}</span>
                <CardPhotoControl
                  matchId={match.id}
                  playerId={entry.player_id}
                  name={entry.name}
                  photo={photos.data?.find((photo) => photo.player_id === entry.player_id)}
                  canChange={!calledOff}
                />
              </li>
            ))}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}
