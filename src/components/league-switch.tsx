import { useId } from 'react';
import { useNavigate } from 'react-router-dom';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import type { League } from '@/api/leagues/get-leagues';

type Props = {
  leagues: League[];
  /** The league the page shows, or null for every league's. */
  slug: string | null;
  /** The page's address for every league (null) or for one (its slug). */
  pathFor: (slug: string | null) => string;
  /** A visible "League" label above the select (else only its accessible name). */
  labelled?: boolean;
};

/** "All leagues" or one league, each its own address (/matches or /l/<slug>/matches …): DESIGN rule 25. */
export function LeagueSwitch({ leagues, slug, pathFor, labelled = false }: Props) {
  const id = useId();
  const navigate = useNavigate();
  const select = (
    <Select value={slug ?? 'all'} onValueChange={(next) => navigate(pathFor(next === 'all' ? null : next))}>
      <SelectTrigger id={id} className="w-56" aria-label={labelled ? undefined : 'League'}>
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
  );
  if (!labelled) return select;
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>League</Label>
      {select}
    </div>
  );
}
