import { Badge } from '@/components/ui/badge';
import type { PlayerStatus } from '../api/get-players-admin';

const LOOK: Record<PlayerStatus, { label: string; variant: 'success' | 'warning' | 'destructive' }> = {
  ACTIVE: { label: 'Active', variant: 'success' },
  PENDING: { label: 'Pending', variant: 'warning' },
  INACTIVE: { label: 'Inactive', variant: 'destructive' },
};

export function PlayerStatusBadge({ status }: { status: PlayerStatus }) {
  const look = LOOK[status];
  return <Badge variant={look.variant}>{look.label}</Badge>;
}
