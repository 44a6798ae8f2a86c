import { useId } from 'react';
import { useNavigate } from 'react-router-dom';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { activeLeagues, useLeagues } from '@/api/leagues/get-leagues';
import { paths } from '@/lib/paths';

/**
 * Whose standings: the whole club's by calendar year (/standings) or one league's by its seasons
 * (/l/<slug>/standings). Only in a club of several leagues (DESIGN rule 25).
 */
export function LeaguePicker({ slug }: { slug: string | null }) {
  const id = useId();
  const navigate = useNavigate();
  const leagues = activeLeagues(useLeagues().data);
  if (leagues.length < 2) return null;
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>League</Label>
      <Select value={slug ?? 'all'} onValueChange={(next) => navigate(next === 'all' ? paths.standings() : paths.leagueStandings(next))}>
        <SelectTrigger id={id} className="w-56">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value="all">All leagues</SelectItem>
          {leagues.map((league) => (
            <SelectItem key={league.id} value={league.slug}>
              {league.name}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
