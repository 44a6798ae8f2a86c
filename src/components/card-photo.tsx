import { CameraIcon, ImageIcon, Trash2Icon } from 'lucide-react';
import { useRef, useState, type ChangeEvent } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { useAttachCardPhoto, useRemoveCardPhoto, type CardPhoto } from '@/api/card-photos/card-photos';
import { useLeagueTimeZone } from '@/api/settings/use-league-time-zone';
import { formatDeadline } from '@/lib/match-time';

/** Said wherever a card photo is shown: the app keeps the photo, it does not read it. */
export const CARD_PHOTO_NOTE = 'Photo attached as evidence — scores are entered by hand';

type CameraInputProps = { label: string; disabled: boolean; onPhoto: (file: File) => void };

/** The phone's camera (or a file chooser on a computer), behind a button. */
function CameraInput({ label, disabled, onPhoto, children }: CameraInputProps & { children: React.ReactNode }) {
  const input = useRef<HTMLInputElement>(null);
  const picked = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) onPhoto(file);
  };
  return (
    <>
      <input ref={input} type="file" accept="image/*" capture="environment" className="sr-only" tabIndex={-1} aria-label={label} onChange={picked} />
      <Button type="button" variant="outline" size="sm" disabled={disabled} onClick={() => input.current?.click()}>
        {children}
      </Button>
    </>
  );
}

export type CardPhotoControlProps = {
  matchId: string;
  playerId: string;
  name: string;
  photo: CardPhoto | undefined;
  /** May this viewer attach, replace or remove it (the server decides again). */
  canChange: boolean;
};

/**
 * The photo of a player's signed paper card on their scorecard: a thumbnail opening a larger view, or a
 * "Scan card" button that opens the camera. Only admins and the player get here (and only they can load it).
 */
export function CardPhotoControl({ matchId, playerId, name, photo, canChange }: CardPhotoControlProps) {
  const [open, setOpen] = useState(false);
  const timeZone = useLeagueTimeZone();
  const attach = useAttachCardPhoto(matchId);
  const remove = useRemoveCardPhoto(matchId);
  const busy = attach.isPending || remove.isPending;
  const label = `Photo of ${name}'s signed card`;
  const onPhoto = (file: File) =>
    attach.mutate({ matchId, playerId, file }, { onSuccess: () => toast.success(CARD_PHOTO_NOTE) });

  if (!photo) {
    if (!canChange) return null;
    return (
      <CameraInput label={label} disabled={busy} onPhoto={onPhoto}>
        <CameraIcon aria-hidden="true" />
        {attach.isPending ? 'Attaching...' : 'Scan card'}
      </CameraInput>
    );
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <button
          type="button"
          className="size-9 shrink-0 overflow-hidden rounded-md border bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          aria-label={`View the photo of ${name}'s signed card`}
        >
          {photo.url ? <img src={photo.url} alt="" className="size-full object-cover" /> : <ImageIcon className="m-auto size-4" aria-hidden="true" />}
        </button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{name}&apos;s signed card</DialogTitle>
          <DialogDescription>
            {CARD_PHOTO_NOTE}. Attached by {photo.uploaded_by ?? 'Unknown'} · {formatDeadline(photo.created_at, timeZone)}
          </DialogDescription>
        </DialogHeader>
        {photo.url ? (
          <img src={photo.url} alt={label} className="max-h-[65vh] w-full rounded-md border object-contain" />
        ) : (
          <p className="text-sm text-destructive">The photo could not be loaded.</p>
        )}
        {canChange && (
          <DialogFooter className="gap-2">
            <Button
              type="button"
              variant="ghost"
              size="sm"
              disabled={busy}
              onClick={() =>
                remove.mutate(
                  { matchId, playerId },
                  {
                    onSuccess: () => {
                      toast.success('Card photo removed');
                      setOpen(false);
                    },
                  },
                )
              }
            >
              <Trash2Icon aria-hidden="true" />
              {remove.isPending ? 'Removing...' : 'Remove photo'}
            </Button>
            <CameraInput label={`New ${label.charAt(0).toLowerCase()}${label.slice(1)}`} disabled={busy} onPhoto={onPhoto}>
              <CameraIcon aria-hidden="true" />
              {attach.isPending ? 'Attaching...' : 'Replace photo'}
            </CameraInput>
          </DialogFooter>
        )}
      </DialogContent>
    </Dialog>
  );
}
