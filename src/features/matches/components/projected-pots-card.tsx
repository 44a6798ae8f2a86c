import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Separator } from '@/components/ui/separator';
import { formatCents } from '@/domain/money';
import { PROJECTED_PLAYER_COUNT, projectedPots } from '@/domain/pots';
import type { ProjectedGame } from '../lib/projected-games';

/** Side card of Create Match: each enabled game's pot for the capacity typed (4 players without one) and the grand total. */
export function ProjectedPotsCard({ games, players }: { games: ProjectedGame[]; players?: number }) {
  const pots = projectedPots(games, players ?? PROJECTED_PLAYER_COUNT);
  return (
    <Card role="region" aria-labelledby="projected-pots-title">
      <CardHeader>
        <CardTitle id="projected-pots-title">Projected Pots</CardTitle>
        <CardDescription>
          {players ? `Assuming a full field of ${players} players.` : `Assuming ${PROJECTED_PLAYER_COUNT} players (set a capacity to project a full field).`}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {pots.games.length === 0 ? (
          <p className="text-sm text-muted-foreground">Enable a game to see its pot.</p>
        ) : (
          <ul className="grid gap-2">
            {pots.games.map((game) => (
              <li key={game.code} className="flex items-baseline justify-between gap-3 text-sm">
                <span>{game.name}</span>
                <span className="num font-medium">{formatCents(game.projectedPotCents)}</span>
              </li>
            ))}
          </ul>
        )}
        <Separator />
        <div className="flex items-baseline justify-between gap-3">
          <span className="font-semibold">Grand Total</span>
          <span className="num text-xl font-semibold text-gold-ink" data-testid="projected-total">
            {formatCents(pots.totalCents)}
          </span>
        </div>
      </CardContent>
    </Card>
  );
}
