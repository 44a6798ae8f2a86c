import { BadgeCheckIcon } from 'lucide-react';
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

type Props = { disabled: boolean; pending: boolean; onConfirm: () => void; variant?: 'default' | 'forest' };

/** "Attest my card", confirmed first: after it only an admin changes the card (DESIGN rule 16). */
export function AttestCardButton({ disabled, pending, onConfirm, variant = 'default' }: Props) {
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button size="sm" variant={variant} disabled={disabled || pending}>
          <BadgeCheckIcon aria-hidden="true" />
          {pending ? 'Attesting...' : 'Attest my card'}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Attest your card?</AlertDialogTitle>
          <AlertDialogDescription>
            You confirm these scores are right. After attesting, only an admin can change your card.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Not yet</AlertDialogCancel>
          <AlertDialogAction variant="forest" onClick={onConfirm}>
            Attest
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
