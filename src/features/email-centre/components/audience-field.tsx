import { useId } from 'react';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import type { League } from '@/api/leagues/get-leagues';

const CLUB = 'club';

/** Who the message is for in a club of several leagues: the whole club, or one league's players. */
export function AudienceField({
  leagues,
  leagueId,
  onChange,
  disabled,
}: {
  leagues: League[];
  leagueId: string | null;
  onChange: (leagueId: string | null) => void;
  disabled: boolean;
}) {
  const id = useId();
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>Audience</Label>
      <Select value={leagueId ?? CLUB} onValueChange={(value) => onChange(value === CLUB ? null : value)} disabled={disabled}>
        <SelectTrigger id={id} className="w-full sm:w-80">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={CLUB}>Everyone in the club</SelectItem>
          {leagues.map((league) => (
            <SelectItem key={league.id} value={league.id}>
              {league.name}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
