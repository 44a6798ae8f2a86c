import { Trash2 } from 'lucide-react';
import { toast } from '@/lib/toast';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { useRemoveMatchEntry } from '../api/remove-match-entry';

type Props = { matchId: string; entryId: string; name: string; disabled?: boolean };

export function RemoveEntryButton({ matchId, entryId, name, disabled = false }: Props) {
  const remove = useRemoveMatchEntry();
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={`Remove ${name}`} disabled={disabled || remove.isPending}>
          <Trash2 aria-hidden className="text-destructive" />
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Remove player</AlertDialogTitle>
          <AlertDialogDescription>Remove {name} from this match?</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction
            variant="destructive"
            onClick={() => remove.mutate({ matchId, entryId }, { onSuccess: () => toast.success('Player removed from match') })}
          >
            Remove
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
