import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';

type Props = {
  players: { player_id: string; name: string }[];
  selectedIndex: number;
  /** Players with unsaved edits get a dot in the list. */
  changed: (playerId: string) => boolean;
  onSelect: (playerId: string) => void;
};

/** Phones show one scorecard at a time: previous / next and a list of the players. */
export function PlayerSwitcher({ players, selectedIndex, changed, onSelect }: Props) {
  const previous = players[selectedIndex - 1];
  const next = players[selectedIndex + 1];
  return (
    <div className="flex items-end gap-2 md:hidden">
      <Button variant="outline" size="icon" aria-label="Previous player" disabled={!previous} onClick={() => previous && onSelect(previous.player_id)}>
        <ChevronLeftIcon />
      </Button>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <Label htmlFor="scorecard-player">
          Player {selectedIndex + 1} of {players.length}
        </Label>
        <Select value={players[selectedIndex]?.player_id} onValueChange={onSelect}>
          <SelectTrigger id="scorecard-player" className="w-full">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {players.map((player) => (
              <SelectItem key={player.player_id} value={player.player_id}>
                {player.name}
                {changed(player.player_id) ? ' •' : ''}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <Button variant="outline" size="icon" aria-label="Next player" disabled={!next} onClick={() => next && onSelect(next.player_id)}>
        <ChevronRightIcon />
      </Button>
    </div>
  );
}
