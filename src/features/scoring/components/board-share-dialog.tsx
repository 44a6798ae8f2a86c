import { CopyIcon, Share2Icon } from 'lucide-react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { BoardQr } from './board-qr';

export type BoardShareDialogProps = {
  url: string;
  matchName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** Copies the board link to the clipboard; false where the browser refuses (no permission, no clipboard). */
export async function copyLink(url: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(url);
    return true;
  } catch {
    return false;
  }
}

/** The board's link to copy or hand to the phone's share sheet, and its QR code for a phone's camera. */
export function BoardShareDialog({ url, matchName, open, onOpenChange }: BoardShareDialogProps) {
  const canShare = typeof navigator.share === 'function';
  const copy = async () => {
    if (await copyLink(url)) toast.success('Board link copied');
    else toast.error('Could not copy the link: select it and copy it yourself.');
  };
  const share = () =>
    navigator.share({ title: `${matchName}: live board`, url }).catch((error: unknown) => {
      // Closing the share sheet is not an error.
      if (!(error instanceof DOMException && error.name === 'AbortError')) toast.error('Could not open the share sheet.');
    });
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Share the live board</DialogTitle>
          <DialogDescription>Anyone with the link sees the board of {matchName}, updated as scores come in. No sign-in needed.</DialogDescription>
        </DialogHeader>
        <div className="flex flex-col items-center gap-4">
          <BoardQr text={url} label={`QR code of the board link ${url}`} />
          <div className="flex w-full gap-2">
            <Input readOnly value={url} aria-label="Board link" onFocus={(event) => event.currentTarget.select()} data-testid="board-share-url" />
            <Button variant="outline" onClick={() => void copy()}>
              <CopyIcon aria-hidden="true" /> Copy link
            </Button>
          </div>
          {canShare && (
            <Button variant="forest" className="w-full" onClick={() => void share()}>
              <Share2Icon aria-hidden="true" /> Share…
            </Button>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
