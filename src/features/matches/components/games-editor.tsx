import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form';
import { Skeleton } from '@/components/ui/skeleton';
import { LoadError } from '@/components/load-error';
import { formatCents, parseDollarsToCents } from '@/domain/money';
import { usePublicSettings } from '@/api/settings/get-public-settings';
import { gameChoicesSchema } from '../api/create-match';
import { useGameCatalog, type CatalogGame } from '@/api/game-catalog/get-game-catalog';
import { defaultGameFormat } from '@/api/game-catalog/game-formats';
import type { MatchPageDetail } from '@/api/matches/get-match-detail';
import { useSaveMatchGames } from '../api/save-match-games';
import { GameChoiceRow } from './game-choice-row';

/** The admin's games form on the Games tab (its own chunk: visitors never load the form code). */
const editorSchema = z.object({ games: gameChoicesSchema });
type EditorValues = z.infer<typeof editorSchema>;

export function GamesEditor({ detail, onDone }: { detail: MatchPageDetail; onDone: () => void }) {
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
          format: current?.format ?? defaultGameFormat(game.code) ?? '',
        };
      }),
    },
  });

  const submit = form.handleSubmit((values) => {
    const games = values.games
      .filter((choice) => choice.enabled || existing.has(choice.code))
      .map((choice) => ({
        game_code: choice.code,
        enabled: choice.enabled,
        buy_in: parseDollarsToCents(choice.buyIn) ?? 0,
        pot_calc: choice.potCalc,
        ...(choice.format ? { format: choice.format } : {}),
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
