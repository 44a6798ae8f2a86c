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
import { useChangeMemberStatus } from '../api/change-member-status';
import { memberStatusChange, type LifecycleMember, type MemberStatusChange } from '../lib/member-status-change';

type Member = LifecycleMember & { id: string; name: string };

const COPY: Record<MemberStatusChange, { label: string; title: string; body: string }> = {
  deactivate: {
    label: 'Deactivate',
    title: 'Deactivate this member?',
    body: 'They keep their history but receive no invitations, cannot be entered in matches and are signed out. They are told by e-mail.',
  },
  reactivate: { label: 'Reactivate', title: 'Reactivate this member?', body: 'They can be invited and sign in again. They are told by e-mail.' },
  undoDecline: {
    label: 'Undo decline',
    title: 'Undo the decline?',
    body: 'The request goes back to the pending list for review. They are told by e-mail.',
  },
};

/** Deactivate / Reactivate / Undo decline for one member, confirmed first. */
export function MemberStatusActions({ member, onChanged, size = 'sm' }: { member: Member; onChanged?: () => unknown; size?: 'sm' | 'default' }) {
  const change = useChangeMemberStatus({ onChanged });
  const kind = memberStatusChange(member);
  if (!kind) return null;
  const copy = COPY[kind];
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button size={size} variant="outline" disabled={change.isPending} aria-label={`${copy.label} ${member.name}`}>
          {copy.label}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{copy.title}</AlertDialogTitle>
          <AlertDialogDescription>
            <strong>{member.name}</strong>: {copy.body}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction onClick={() => change.mutate({ playerId: member.id, change: kind })}>{copy.label}</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
