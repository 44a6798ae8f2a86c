import { useEffect, useState } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { formatCents } from '@/domain/money';
import { useSetEntryOptIns } from '../api/set-entry-opt-ins';
import type { MatchEntry, MatchGame } from '@/api/matches/get-match-detail';

type Props = { matchId: string; games: MatchGame[]; entry: MatchEntry | null; onOpenChange: (open: boolean) => void };

/** Admin: which games an entrant plays. PER_PLAYER and FLAT games include everyone and stay checked. */
export function EntryGamesDialog({ matchId, games, entry, onOpenChange }: Props) {
  const enabled = games.filter((game) => game.enabled);
  const [selected, setSelected] = useState<string[]>([]);
  const save = useSetEntryOptIns();

  useEffect(() => {
    if (entry) setSelected(entry.opted_in_game_ids);
  }, [entry]);

  const locked = (game: MatchGame) => game.pot_calc !== 'PER_ENTRY';
  const isChecked = (game: MatchGame) => locked(game) || selected.includes(game.id);
  const toggle = (gameId: string, on: boolean) =>
    setSelected((current) => (on ? [...new Set([...current, gameId])] : current.filter((id) => id !== gameId)));

  const submit = () => {
    if (!entry) return;
    const ids = enabled.filter(isChecked).map((game) => game.id);
    save.mutate(
      { matchId, playerId: entry.player_id, matchGameIds: ids },
      {
        onSuccess: () => {
          toast.success('Game selections updated');
          onOpenChange(false);
        },
      },
    );
  };

  return (
    <Dialog open={entry !== null} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Game selections</DialogTitle>
          <DialogDescription>{entry ? `Games ${entry.name} plays in this match.` : ''}</DialogDescription>
        </DialogHeader>
        {enabled.length === 0 ? (
          <p className="text-sm text-muted-foreground">This match has no games enabled.</p>
        ) : (
          <ul className="grid gap-2">
            {enabled.map((game) => (
              <li key={game.id} className="flex min-h-11 items-center gap-3 rounded-md border px-3 py-2">
                <Checkbox
                  id={`entry-game-${game.id}`}
                  checked={isChecked(game)}
                  disabled={locked(game)}
                  onCheckedChange={(checked) => toggle(game.id, checked === true)}
                />
                <Label htmlFor={`entry-game-${game.id}`} className="flex-1">
                  <span className="font-medium">{game.name}</span>
                  <span className="block text-xs font-normal text-muted-foreground">
                    {game.pot_calc === 'PER_PLAYER'
                      ? 'Included for every player'
                      : game.pot_calc === 'FLAT'
                        ? 'League-funded pot'
                        : 'Optional side game'}
                  </span>
                </Label>
                <span className="num text-sm">{game.pot_calc === 'FLAT' ? '—' : formatCents(game.buy_in)}</span>
              </li>
            ))}
          </ul>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button variant="forest" onClick={submit} disabled={save.isPending || enabled.length === 0}>
            {save.isPending ? 'Saving...' : 'Save selections'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
