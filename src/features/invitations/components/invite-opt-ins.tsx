import { ArrowLeft, Check } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { formatCents } from '@/domain/money';
import type { InvitationGame } from '../api/get-invitation';

type Props = {
  games: InvitationGame[];
  onBack: () => void;
  onConfirm: (matchGameIds: string[]) => void;
  confirming: boolean;
};

/** Games everyone plays (PER_PLAYER, and league-funded FLAT pots) are locked in; PER_ENTRY side games are the player's choice. */
const isLocked = (game: InvitationGame) => game.pot_calc !== 'PER_ENTRY';

/** What the player will owe: every PER_PLAYER buy-in plus the chosen PER_ENTRY ones (FLAT costs nothing). */
export function optInTotalCents(games: InvitationGame[], chosen: readonly string[]): number {
  return games.reduce((sum, game) => {
    if (game.pot_calc === 'PER_PLAYER') return sum + game.buy_in;
    if (game.pot_calc === 'PER_ENTRY' && chosen.includes(game.id)) return sum + game.buy_in;
    return sum;
  }, 0);
}

/** The invite page's opt-ins step: choose side games, see the running total, confirm. */
export function InviteOptIns({ games, onBack, onConfirm, confirming }: Props) {
  const [chosen, setChosen] = useState<string[]>([]);
  const total = optInTotalCents(games, chosen);
  const playing = games.filter((game) => isLocked(game) || chosen.includes(game.id));
  const toggle = (gameId: string, on: boolean) =>
    setChosen((current) => (on ? [...new Set([...current, gameId])] : current.filter((id) => id !== gameId)));

  return (
    <div className="grid gap-5">
      <div>
        <h2 className="text-lg font-semibold">Choose your games</h2>
        <p className="text-sm text-muted-foreground">Some games include every player; side games are up to you.</p>
      </div>
      <ul className="grid gap-2" aria-label="Games">
        {games.map((game) => {
          const locked = isLocked(game);
          const id = `opt-in-${game.id}`;
          return (
            <li key={game.id}>
              <label
                htmlFor={id}
                className="flex min-h-16 cursor-pointer items-center gap-4 rounded-xl border bg-card px-4 py-3 has-[[data-state=checked]]:border-primary/50 has-[[data-state=checked]]:bg-primary/5 has-[:disabled]:cursor-default"
              >
                <Checkbox
                  id={id}
                  className="size-6 md:size-5"
                  checked={locked || chosen.includes(game.id)}
                  disabled={locked}
                  onCheckedChange={(checked) => toggle(game.id, checked === true)}
                  aria-labelledby={`${id}-name`}
                  aria-describedby={`${id}-hint`}
                />
                <span className="min-w-0 flex-1">
                  <span id={`${id}-name`} className="block font-medium">
                    {game.name}
                  </span>
                  <span id={`${id}-hint`} className="block text-sm text-muted-foreground">
                    {game.pot_calc === 'PER_PLAYER'
                      ? 'Included for every player'
                      : game.pot_calc === 'FLAT'
                        ? 'League-funded pot — no buy-in'
                        : 'Optional side game'}
                  </span>
                </span>
                <span className="num text-base font-semibold">{game.pot_calc === 'FLAT' ? formatCents(0) : formatCents(game.buy_in)}</span>
              </label>
            </li>
          );
        })}
      </ul>
      <div className="flex items-baseline justify-between rounded-xl bg-muted/60 px-4 py-3" aria-live="polite">
        <span className="font-medium">Your total</span>
        <span className="num text-xl font-semibold" data-testid="opt-in-total">
          {formatCents(total)}
        </span>
      </div>
      {games.length > 0 && playing.length === 0 && (
        <p role="status" className="rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900">
          You haven't chosen any games. You can still enter, but you won't play for anything.
        </p>
      )}
      <div className="flex flex-col-reverse gap-3 sm:grid sm:grid-cols-2">
        <Button type="button" variant="outline" size="lg" onClick={onBack} disabled={confirming}>
          <ArrowLeft aria-hidden /> Back
        </Button>
        <Button
          type="button"
          variant="forest"
          size="lg"
          disabled={confirming}
          onClick={() => onConfirm(playing.map((game) => game.id))}
        >
          <Check aria-hidden /> {confirming ? 'Confirming...' : 'Confirm Entry'}
        </Button>
      </div>
    </div>
  );
}
