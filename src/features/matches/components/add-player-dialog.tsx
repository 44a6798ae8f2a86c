import { ArrowLeft, Search, UserPlus } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { formatIndex } from '@/lib/format';
import { formatCents } from '@/domain/money';
import type { MatchGame } from '@/api/matches/get-match-detail';
import { useAddMatchEntry } from '../api/add-match-entry';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { BROWSE_LIMIT, SEARCH_LIMIT, useActivePlayers } from '@/api/players/get-active-players';
import { LoadError } from '@/components/load-error';

type Props = {
  matchId: string;
  enteredPlayerIds: string[];
  /** The match's games; the enabled optional (PER_ENTRY) ones are offered, none ticked. */
  games?: MatchGame[];
  disabled?: boolean;
};

type Chosen = { id: string; name: string };

/**
 * Admin: add an ACTIVE player who is not in the match yet, asking which optional games they play (none by
 * default: a buy-in is the player's choice). The dialog closes when the add it made succeeds, unless it has
 * been closed and opened again meanwhile (a slow add never closes the dialog opened for the next player).
 */
export function AddPlayerDialog({ matchId, enteredPlayerIds, games = [], disabled = false }: Props) {
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [gameIds, setGameIds] = useState<string[]>([]);
  // Which opening of the dialog this is: an add finishing after the dialog was reopened leaves it open.
  const opening = useRef(0);
  const gamesId = useId();
  const optional = games.filter((game) => game.enabled && game.pot_calc === 'PER_ENTRY');
  const term = useDebouncedValue(search.trim(), 250);
  const shown = term ? SEARCH_LIMIT : BROWSE_LIMIT;
  // The server searches; entered players are dropped here, so ask for enough rows to still fill the list.
  const players = useActivePlayers({ search: term, limit: shown + enteredPlayerIds.length }, open);
  const addEntry = useAddMatchEntry();
  // While the answer for what was just typed is on its way, the previous answer is narrowed here.
  const typed = search.trim().toLowerCase();
  const stale = players.isPlaceholderData || typed !== term.toLowerCase();
  const others = (players.data?.players ?? [])
    .filter((player) => !enteredPlayerIds.includes(player.id))
    .filter((player) => !stale || !typed || player.name.toLowerCase().includes(typed) || (player.nickname ?? '').toLowerCase().includes(typed));
  const candidates = others.slice(0, shown);
  const more = others.length > candidates.length || (!stale && (players.data?.total ?? 0) > (players.data?.players.length ?? 0));

  const onOpenChange = (next: boolean) => {
    if (next) opening.current += 1;
    setOpen(next);
    setChosen(null);
    setGameIds([]);
  };

  const add = (player: Chosen, matchGameIds: string[]) => {
    const at = opening.current;
    addEntry.mutate(
      { matchId, playerId: player.id, matchGameIds },
      {
        onSuccess: () => {
          toast.success('Player added to match');
          if (opening.current !== at) return;
          setOpen(false);
          setSearch('');
          setChosen(null);
          setGameIds([]);
        },
      },
    );
  };
  // With optional games the admin ticks them first; without, the player is added at once.
  const pick = (player: Chosen) => {
    if (optional.length === 0) return add(player, []);
    setChosen(player);
    setGameIds([]);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="forest" size="sm" disabled={disabled}>
          <UserPlus aria-hidden /> Add Player
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Add Player</DialogTitle>
          <DialogDescription>
            {chosen ? `Which optional games does ${chosen.name} play?` : 'Active players who are not entered in this match.'}
          </DialogDescription>
        </DialogHeader>
        {chosen ? (
          <div className="grid gap-4">
            <fieldset className="grid gap-2" aria-describedby={`${gamesId}-hint`}>
              <legend className="mb-1 text-sm font-medium">Optional games</legend>
              {optional.map((game) => {
                const id = `${gamesId}-${game.id}`;
                return (
                  <div key={game.id} className="flex min-h-11 items-center gap-3 rounded-md border px-3">
                    <Checkbox
                      id={id}
                      checked={gameIds.includes(game.id)}
                      onCheckedChange={(checked) =>
                        setGameIds((ids) => (checked === true ? [...ids, game.id] : ids.filter((other) => other !== game.id)))
                      }
                    />
                    <Label htmlFor={id} className="flex flex-1 items-center justify-between gap-2 font-normal">
                      <span>{game.name}</span>
                      <span className="num text-muted-foreground">{formatCents(game.buy_in)}</span>
                    </Label>
                  </div>
                );
              })}
              <p id={`${gamesId}-hint`} className="text-xs text-muted-foreground">
                None is ticked: the player pays only for the games every entrant plays, plus the ones ticked here.
              </p>
            </fieldset>
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
              <Button variant="ghost" onClick={() => setChosen(null)} disabled={addEntry.isPending}>
                <ArrowLeft aria-hidden /> Back
              </Button>
              <Button variant="forest" onClick={() => add(chosen, gameIds)} disabled={addEntry.isPending}>
                <UserPlus aria-hidden /> {addEntry.isPending ? 'Adding...' : `Add ${chosen.name}`}
              </Button>
            </div>
          </div>
        ) : (
          <>
            <div className="relative">
              <Search className="absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
              <Input
                aria-label="Search players"
                placeholder="Search by name or nickname..."
                className="pl-9"
                value={search}
                onChange={(event) => setSearch(event.target.value)}
              />
            </div>
            {players.isPending ? (
              <div className="grid gap-2">
                <Skeleton className="h-11" />
                <Skeleton className="h-11" />
              </div>
            ) : players.isError ? (
              <LoadError title="Could not load players" error={players.error} onRetry={() => void players.refetch()} />
            ) : candidates.length === 0 ? (
              <p className="py-6 text-center text-sm text-muted-foreground">
                {term ? 'No players match your search.' : 'Every active player is already in this match.'}
              </p>
            ) : (
              <ul className="grid max-h-80 gap-1 overflow-y-auto" aria-label="Players">
                {candidates.map((player) => (
                  <li key={player.id} className="flex min-h-11 items-center justify-between gap-3 rounded-md px-2 hover:bg-muted/60">
                    <div className="min-w-0">
                      <div className="truncate font-medium">{player.name}</div>
                      <div className="text-xs text-muted-foreground">
                        {[player.nickname ? `"${player.nickname}"` : null, formatIndex(player.league_index)].filter(Boolean).join(' · ')}
                      </div>
                    </div>
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={addEntry.isPending}
                      onClick={() => pick({ id: player.id, name: player.name })}
                      aria-label={`Add ${player.name}`}
                    >
                      Add
                    </Button>
                  </li>
                ))}
              </ul>
            )}
            {candidates.length > 0 && more ? (
              <p className="text-center text-xs text-muted-foreground">Showing the first {candidates.length}; type a name to find others.</p>
            ) : null}
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
