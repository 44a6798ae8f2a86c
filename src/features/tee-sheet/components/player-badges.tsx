import { Badge } from '@/components/ui/badge';
import { indexLabel } from '../lib/group-start';

/** A player's league index, or the "No index" flag (auto-build puts them last). */
export function IndexBadge({ index }: { index: number | null }) {
  const label = indexLabel(index);
  if (label === null) {
    return (
      <Badge variant="warning" title="No league index yet: placed last when building by handicap">
        No index
      </Badge>
    );
  }
  return (
    <span className="num text-xs text-muted-foreground" aria-label={`Index ${label}`}>
      {label}
    </span>
  );
}

/** The player's team of two (team games), by number. */
export function TeamBadge({ number }: { number: number | null | undefined }) {
  if (number == null) return null;
  return (
    <Badge variant="gold" className="num" title={`Plays in team ${number}`}>
      Team {number}
    </Badge>
  );
}

export function MarkerBadge() {
  return (
    <Badge variant="outline" title="Keeps the group's card">
      Marker
    </Badge>
  );
}
