import { zodResolver } from '@hookform/resolvers/zod';
import { CircleDollarSign } from 'lucide-react';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { parseDollarsToCents } from '@/domain/money';
import type { AdminSettings } from '@/api/settings/get-admin-settings';
import { usePlayableGames, type CatalogGame } from '@/api/game-catalog/get-game-catalog';
import { useUpsertAdminSettings } from '../api/upsert-admin-setting';

const AMOUNT = /^\$?\s*\d{1,6}(\.\d{1,2})?$/;
const amount = z.string().trim().regex(AMOUNT, 'Enter an amount in dollars, e.g. 10.00');
const schema = z.record(z.string(), amount);
type Values = z.infer<typeof schema>;

const dollars = (cents: number) => (cents / 100).toFixed(2);

/** The buy-in each game starts with on the create-match page (stored as cents per game code). */
export function DefaultBuyInsCard({ settings }: { settings: AdminSettings }) {
  const catalog = usePlayableGames();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <CircleDollarSign aria-hidden className="size-5 text-gold-ink" /> Default Buy-ins
        </CardTitle>
        <CardDescription>Pre-filled for each game when a match is created; the organiser can still change them.</CardDescription>
      </CardHeader>
      <CardContent>
        {catalog.isPending ? (
          <div className="grid grid-cols-1 gap-3">
            <Skeleton className="h-11" />
            <Skeleton className="h-11" />
            <Skeleton className="h-11" />
          </div>
        ) : catalog.isError ? (
          <p className="text-sm text-destructive">Could not load the games: {catalog.error.message}</p>
        ) : (
          <BuyInsForm games={catalog.data} saved={settings.defaultBuyIns} />
        )}
      </CardContent>
    </Card>
  );
}

function BuyInsForm({ games, saved }: { games: CatalogGame[]; saved: Record<string, number> }) {
  const save = useUpsertAdminSettings();
  const values = useMemo(
    () => Object.fromEntries(games.map((game) => [game.code, dollars(saved[game.code] ?? game.default_buy_in ?? 0)])),
    [games, saved],
  );
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: values, values });

  const submit = form.handleSubmit((entered) => {
    const cents = Object.fromEntries(games.map((game) => [game.code, parseDollarsToCents(entered[game.code] ?? '') ?? 0]));
    save.mutate([{ key: 'defaultBuyIns', value: JSON.stringify({ ...saved, ...cents }) }]);
  });

  return (
    <Form {...form}>
      <form noValidate onSubmit={submit} className="grid grid-cols-1 gap-4">
        <div className="grid grid-cols-2 gap-4">
          {games.map((game) => (
            <FormField
              key={game.code}
              control={form.control}
              name={game.code}
              render={({ field }) => (
                <FormItem>
                  <FormLabel>{game.name}</FormLabel>
                  <div className="relative">
                    <span aria-hidden className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-sm text-muted-foreground">
                      $
                    </span>
                    <FormControl>
                      <Input className="num pl-7" inputMode="decimal" {...field} value={field.value ?? ''} />
                    </FormControl>
                  </div>
                  <FormMessage />
                </FormItem>
              )}
            />
          ))}
        </div>
        <div>
          <Button type="submit" variant="forest" disabled={save.isPending}>
            {save.isPending ? 'Saving...' : 'Save Buy-ins'}
          </Button>
        </div>
      </form>
    </Form>
  );
}
