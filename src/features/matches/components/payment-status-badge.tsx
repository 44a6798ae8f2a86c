import { Badge } from '@/components/ui/badge';
import type { PaymentStatus } from '@/api/matches/entry-balances';

const LOOK = {
  PAID: { label: 'Paid', variant: 'success' },
  PENDING: { label: 'Pending', variant: 'warning' },
  NOTHING_DUE: { label: 'Nothing due', variant: 'secondary' },
} as const;

/** An entry's payment status, the part of its money everyone may see. */
export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const { label, variant } = LOOK[status];
  return <Badge variant={variant}>{label}</Badge>;
}
