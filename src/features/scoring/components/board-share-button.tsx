import { Share2Icon } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';
import { paths } from '@/lib/paths';

// The dialog and its QR generator are a chunk of their own, loaded on the first tap.
const loadDialog = () => import('./board-share-dialog');
const BoardShareDialog = lazy(() => loadDialog().then((module) => ({ default: module.BoardShareDialog })));

/** Share: copies the board's link at once and opens the dialog with the link, the phone's share sheet and a QR code. */
export function BoardShareButton({ matchId, matchName }: { matchId: string; matchName: string }) {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const url = new URL(paths.matchBoard(matchId), window.location.origin).href;
  const share = () => {
    setMounted(true);
    setOpen(true);
    void loadDialog().then(({ copyLink }) => copyLink(url));
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
