import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import type { SeasonRow } from '../api/get-leagues-admin';

const openText = (count: number) => (count === 1 ? '1 of its matches is' : `${count} of its matches are`);

/**
 * Close a season (DESIGN rule 25): its matches stay final for good and its standings are final. Money is each
 * player's across seasons, so nothing owed is lost: it is paid, refunded or credited as before. A season with a
 * match still open cannot close (the server says so too).
 */
export function CloseSeasonDialog({
  season,
  onCancel,
  onConfirm,
}: {
  season: SeasonRow | null;
  onCancel: () => void;
  onConfirm: (season: SeasonRow) => void;
}) {
  const open = season !== null && season.open_matches === 0;
  return (
    <AlertDialog open={season !== null} onOpenChange={(next) => !next && onCancel()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Close season {season?.name}?</AlertDialogTitle>
          <AlertDialogDescription>
            {open
              ? 'Its matches can no longer be added, moved, edited or reopened, so its results and standings are final. What anyone owes or is owed stays on their account and is settled as before. You can reopen the season later.'
              : `${openText(season?.open_matches ?? 0)} not yet final: finalize or call them off before closing the season.`}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{open ? 'Cancel' : 'Close'}</AlertDialogCancel>
          {open && season && <AlertDialogAction onClick={() => onConfirm(season)}>Close Season</AlertDialogAction>}
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
