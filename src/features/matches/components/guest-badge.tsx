import { Badge } from '@/components/ui/badge';

/** Beside an entrant who is a guest (entered by an admin, no account), not a league member. */
export function GuestBadge() {
  return (
    <Badge variant="secondary" className="ml-1 align-middle">
      Guest
    </Badge>
  );
}
