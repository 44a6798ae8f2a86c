import { zodResolver } from '@hookform/resolvers/zod';
import { Pencil, Trophy } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Form } from '@/components/ui/form';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableFooter, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatCents, parseDollarsToCents } from '@/domain/money';
import { potCents } from '@/domain/pots';
import { usePublicSettings } from '@/lib/public-settings';
import { gameChoicesSchema } from '../api/create-match';
import { useGameCatalog, type CatalogGame } from '../api/get-game-catalog';
import type { MatchPageDetail } from '../api/get-match-detail';
import { useSaveMatchGames } from '../api/save-match-games';
import { POT_CALC_LABEL, POT_CALC_SHORT } from '../lib/pot-calc';
import { GameChoiceRow } from './game-choice-row';
import { LoadError } from '@/components/load-error';

/** Games tab: each enabled game's buy-in, how its pot is funded and the pot so far; admins configure games. */
export function GamesPanel({ detail }: { detail: MatchPageDetail }) {
  const [editing, setEditing] = useState(false);
  const { match, entries } = detail;
  const enabled = detail.games.filter((game) => game.enabled);
  const rows = enabled.map((game) => {
    // The server's figure when it sends one; otherwise the same rule (DESIGN rule 4) from the entries.
    const server = detail.pots?.find((pot) => pot.match_game_id === game.id);
    const optedIn = entries.filter((entry) => entry.opted_in_game_ids.includes(game.id)).length;
    const players = server ? (game.pot_calc === 'PER_ENTRY' ? server.opted_in : server.entrants) : game.pot_calc === 'PER_ENTRY' ? optedIn : entries.length;
    return { game, players, pot: server?.pot_cents ?? potCents(game.buy_in, game.pot_calc, entries.length, optedIn) };
  });
  const total = rows.reduce((sum, row) => sum + row.pot, 0);

  return (
    <Card>
      <CardHeader>
        <CardTitle>Games</CardTitle>
        <CardDescription>
          {match.is_final && detail.is_admin ? 'The match is final: games are locked.' : 'Buy-ins and the pot so far for each game.'}
        </CardDescription>
        {detail.is_admin && !editing && (
          <CardAction>
            <Button variant="outline" size="sm" onClick={() => setEditing(true)} disabled={match.is_final}>
              <Pencil aria-hidden /> Edit Games
            </Button>
          </CardAction>
        )}
      </CardHeader>
      <CardContent>
        {editing ? (
          <GamesEditor detail={detail} onDone={() => setEditing(false)} />
        ) : rows.length === 0 ? (
          <EmptyState icon={Trophy} title="No games enabled for this match." />
        ) : (
          <>
            <ul className="grid grid-cols-1 gap-2 md:hidden" aria-label="Games">
              {rows.map(({ game, players, pot }) => (
                <li key={game.id} className="flex items-center justify-between gap-3 rounded-lg border p-3">
                  <div className="min-w-0">
                    <div className="font-medium">{game.name}</div>
                    <div className="text-xs text-muted-foreground">
                      {POT_CALC_SHORT[game.pot_calc]} · <span className="num">{formatCents(game.buy_in)}</span> · {players}{' '}
                      {players === 1 ? 'player' : 'players'}
                    </div>
                  </div>
                  <div className="text-right">
                    <div className="text-xs text-muted-foreground">Pot so far</div>
                    <div className="num font-semibold">{formatCents(pot)}</div>
                  </div>
                </li>
              ))}
              <li className="flex items-center justify-between px-3 pt-1">
                <span className="font-medium">Total pot</span>
                <span className="num font-semibold text-gold-ink">{formatCents(total)}</span>
              </li>
            </ul>
            <div className="hidden md:block">
              <Table>
                <TableHeader>
                  <TableRow>
                    <TableHead>Game</TableHead>
                    <TableHead>Pot</TableHead>
                    <TableHead numeric>Buy-in</TableHead>
                    <TableHead numeric>Players</TableHead>
                    <TableHead numeric>Pot so far</TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {rows.map(({ game, players, pot }) => (
                    <TableRow key={game.id}>
                      <TableCell className="font-medium">{game.name}</TableCell>
                      <TableCell>
                        <Badge variant="outline" title={POT_CALC_LABEL[game.pot_calc]}>
                          {POT_CALC_SHORT[game.pot_calc]}
                        </Badge>
                      </TableCell>
                      <TableCell numeric>{formatCents(game.buy_in)}</TableCell>
                      <TableCell numeric>{players}</TableCell>
                      <TableCell numeric className="font-medium">
                        {formatCents(pot)}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
                <TableFooter>
                  <TableRow>
                    <TableCell colSpan={4}>Total pot</TableCell>
                    <TableCell numeric className="font-semibold text-gold-ink">
                      {formatCents(total)}
                    </TableCell>
                  </TableRow>
                </TableFooter>
              </Table>
            </div>
          </>
        )}
      </CardContent>
    </Card>
  );
}

const editorSchema = z.object({ games: gameChoicesSchema });
type EditorValues = z.infer<typeof editorSchema>;

function GamesEditor({ detail, onDone }: { detail: MatchPageDetail; onDone: () => void }) {
  const catalog = useGameCatalog();
  const settings = usePublicSettings();
  if (catalog.isPending || settings.isPending) return <Skeleton className="h-48" />;
  if (catalog.isError) return <LoadError title="Could not load the game catalog" error={catalog.error} onRetry={() => void catalog.refetch()} />;
  return <GamesEditorForm detail={detail} catalog={catalog.data} defaultBuyIns={settings.data?.defaultBuyIns ?? {}} onDone={onDone} />;
}

function GamesEditorForm({
  detail,
  catalog,
  defaultBuyIns,
  onDone,
}: {
  detail: MatchPageDetail;
  catalog: CatalogGame[];
  defaultBuyIns: Record<string, number>;
  onDone: () => void;
}) {
  const save = useSaveMatchGames();
  const existing = new Map(detail.games.map((game) => [game.game_code as string, game]));
  const form = useForm<EditorValues>({
    resolver: zodResolver(editorSchema),
    defaultValues: {
      games: catalog.map((game) => {
        const current = existing.get(game.code);
        return {
          code: game.code,
          enabled: current?.enabled ?? false,
          potCalc: current?.pot_calc ?? game.pot_calc,
          buyIn: formatCents(current?.buy_in ?? defaultBuyIns[game.code] ?? game.default_buy_in),
        };
      }),
    },
  });

  const submit = form.handleSubmit((values) => {
    const games = values.games
      .filter((choice, index) => !catalog[index]?.requires_teams && (choice.enabled || existing.has(choice.code)))
      .map((choice) => ({
        game_code: choice.code,
        enabled: choice.enabled,
        buy_in: parseDollarsToCents(choice.buyIn) ?? 0,
        pot_calc: choice.potCalc,
      }));
    save.mutate(
      { matchId: detail.match.id, games },
      {
        onSuccess: () => {
          toast.success('Games updated');
          onDone();
        },
      },
    );
  });

  return (
    <Form {...form}>
      <form onSubmit={submit} noValidate className="grid gap-3">
        {catalog.map((game, index) => (
          <GameChoiceRow key={game.code} game={game} index={index} control={form.control} />
        ))}
        <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" variant="forest" disabled={save.isPending}>
            {save.isPending ? 'Saving...' : 'Save Games'}
          </Button>
        </div>
      </form>
    </Form>
  );
}
