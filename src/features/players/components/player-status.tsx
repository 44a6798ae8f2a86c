import { CircleCheck, CircleX, Clock, UserRound } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';
import type { ProfileStatus } from '@/api/players/get-players-public';

const STATUS = {
  ACTIVE: { label: 'Active', icon: CircleCheck, variant: 'success', iconClass: 'text-success' },
  PENDING: { label: 'Pending', icon: Clock, variant: 'warning', iconClass: 'text-amber-600 dark:text-warning' },
  INACTIVE: { label: 'Inactive', icon: CircleX, variant: 'destructive', iconClass: 'text-destructive' },
  GUEST: { label: 'Guest', icon: UserRound, variant: 'secondary', iconClass: 'text-muted-foreground' },
} as const;

/** Active green, Pending amber, Inactive red (spec §2); a guest (not a member) grey. */
export function PlayerStatusBadge({ status }: { status: ProfileStatus }) {
  const { label, variant } = STATUS[status];
  return <Badge variant={variant}>{label}</Badge>;
}

/** The status icon shown beside a player's name; it carries the status for screen readers. */
export function PlayerStatusIcon({ status, className }: { status: ProfileStatus; className?: string }) {
  const { label, icon: Icon, iconClass } = STATUS[status];
  return <Icon role="img" aria-label={label} className={cn('size-4 shrink-0', iconClass, className)} />;
}
