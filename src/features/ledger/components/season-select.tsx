import { useId } from 'react';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';

const ALL_SEASONS = 'ALL';

type SeasonSelectProps = {
  /** null: all seasons. */
  season: number | null;
  seasons: number[];
  onSeasonChange: (season: number | null) => void;
};

export function SeasonSelect({ season, seasons, onSeasonChange }: SeasonSelectProps) {
  const id = useId();
  return (
    <div className="grid grid-cols-1 gap-1.5">
      <Label htmlFor={id}>Season</Label>
      <Select value={season === null ? ALL_SEASONS : String(season)} onValueChange={(value) => onSeasonChange(value === ALL_SEASONS ? null : Number(value))}>
        <SelectTrigger id={id} className="w-48">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={ALL_SEASONS}>All seasons</SelectItem>
          {seasons.map((year) => (
            <SelectItem key={year} value={String(year)}>
              {year}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
