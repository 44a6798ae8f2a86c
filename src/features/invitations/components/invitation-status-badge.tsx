import { Badge } from '@/components/ui/badge';
import type { InvitationStatus } from '../api/get-match-invitations';

const VARIANT = {
  PENDING: 'warning',
  ACCEPTED: 'success',
  DECLINED: 'secondary',
  EXPIRED: 'outline',
  CANCELLED: 'outline',
  WITHDRAWN: 'outline',
} as const;

export function InvitationStatusBadge({ status }: { status: InvitationStatus }) {
  return (
    <Badge variant={VARIANT[status]} className={status === 'CANCELLED' || status === 'EXPIRED' || status === 'WITHDRAWN' ? 'text-muted-foreground' : undefined}>
      {status}
    </Badge>
  );
}
