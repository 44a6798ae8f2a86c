import { useId } from 'react';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';

/** The season (calendar year) whose standings are shown. */
export function SeasonPicker({ seasons, value, onChange }: { seasons: number[]; value: number; onChange: (season: number) => void }) {
  const id = useId();
  // A season asked for by its link but without final matches is still shown as chosen.
  const options = seasons.includes(value) ? seasons : [...seasons, value].sort((a, b) => b - a);
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>Season</Label>
      <Select value={String(value)} onValueChange={(next) => onChange(Number(next))}>
        <SelectTrigger id={id} className="w-36">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {options.map((season) => (
            <SelectItem key={season} value={String(season)}>
              {season}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
