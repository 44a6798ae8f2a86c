import { useFormContext } from 'react-hook-form';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import type { CreateMatchValues } from '../api/create-match';
import { groupByCategory, type CatalogGame } from '@/api/game-catalog/get-game-catalog';
import { GameChoiceRow } from './game-choice-row';

/** Create Match, third card: the catalog's games by category, each with its switch and buy-in. */
export function GamesBuyInsCard({ catalog }: { catalog: CatalogGame[] }) {
  const { control } = useFormContext<CreateMatchValues>();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Games & Buy-Ins</CardTitle>
        <CardDescription>Enable the games for this match and set each buy-in.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        {catalog.length === 0 && <p className="text-sm text-muted-foreground">No games in the catalog.</p>}
        {groupByCategory(catalog.map((game, index) => ({ ...game, index }))).map(([category, games]) => (
          <section key={category} className="grid gap-3" aria-label={category}>
            <h3 className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">{category}</h3>
            {games.map((game) => (
              <GameChoiceRow key={game.code} game={game} index={game.index} control={control} />
            ))}
          </section>
        ))}
      </CardContent>
    </Card>
  );
}
