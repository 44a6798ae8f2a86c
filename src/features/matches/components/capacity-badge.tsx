import { Badge } from '@/components/ui/badge';

/** 'Full', '{n} seats left' / '1 seat left' (secondary at 5 or fewer), or 'Unlimited seats' when capacity is blank. */
export function CapacityBadge({ seatsLeft }: { seatsLeft: number | null }) {
  if (seatsLeft === null) return <Badge variant="outline">Unlimited seats</Badge>;
  if (seatsLeft <= 0) return <Badge variant="destructive">Full</Badge>;
  return (
    <Badge variant={seatsLeft <= 5 ? 'secondary' : 'default'} className="num">
      {seatsLeft === 1 ? '1 seat left' : `${seatsLeft} seats left`}
    </Badge>
  );
}
