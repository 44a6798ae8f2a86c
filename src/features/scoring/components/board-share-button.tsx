import { Share2Icon } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { paths } from '@/lib/paths';

// The dialog and its QR generator are a chunk of their own, loaded on the first tap.
const loadDialog = () => import('./board-share-dialog');
const BoardShareDialog = lazy(() => loadDialog().then((module) => ({ default: module.BoardShareDialog })));

/** A phone with a share sheet (a touch screen): the sheet opens at once, over the dialog. */
const phoneShares = () => typeof navigator.share === 'function' && window.matchMedia('(pointer: coarse)').matches;

/**
 * Share: on a phone opens its share sheet with the board's link; elsewhere copies the link. Either way
 * the dialog shows the link and its QR code.
 */
export function BoardShareButton({ matchId, matchName }: { matchId: string; matchName: string }) {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const url = new URL(paths.matchBoard(matchId), window.location.origin).href;
  const share = () => {
    setMounted(true);
    setOpen(true);
    if (phoneShares()) {
      // Closing the sheet rejects; the dialog is open behind it either way.
      navigator.share({ title: `${matchName}: live board`, url }).catch(() => undefined);
      return;
    }
    void loadDialog()
      .then(({ copyLink }) => copyLink(url))
      .then((copied) => copied && toast.success('Board link copied'));
  };
  return (
    <>
      <Button variant="goldOutline" size="sm" onClick={share} onPointerEnter={() => void loadDialog()}>
        <Share2Icon aria-hidden="true" /> Share
      </Button>
      {mounted && (
        <Suspense fallback={null}>
          <BoardShareDialog url={url} matchName={matchName} open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
