import { Search, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { formatIndex } from '@/lib/format';
import { useAddMatchEntry } from '../api/add-match-entry';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { BROWSE_LIMIT, SEARCH_LIMIT, useActivePlayers } from '@/api/players/get-active-players';
import { LoadError } from '@/components/load-error';

type Props = { matchId: string; enteredPlayerIds: string[]; disabled?: boolean };

/** Admin: add an ACTIVE player who is not in the match yet. */
export function AddPlayerDialog({ matchId, enteredPlayerIds, disabled = false }: Props) {
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
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

  const add = (playerId: string) =>
    addEntry.mutate(
      { matchId, playerId },
      {
        onSuccess: () => {
          toast.success('Player added to match');
          setOpen(false);
          setSearch('');
        },
      },
    );

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="forest" size="sm" disabled={disabled}>
          <UserPlus aria-hidden /> Add Player
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Add Player</DialogTitle>
          <DialogDescription>Active players who are not entered in this match.</DialogDescription>
        </DialogHeader>
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
                <Button size="sm" variant="outline" disabled={addEntry.isPending} onClick={() => add(player.id)} aria-label={`Add ${player.name}`}>
                  Add
                </Button>
              </li>
            ))}
          </ul>
        )}
        {candidates.length > 0 && more ? (
          <p className="text-center text-xs text-muted-foreground">Showing the first {candidates.length}; type a name to find others.</p>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
