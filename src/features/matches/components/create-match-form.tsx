import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useEffect, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useForm, useWatch, type Control, type UseFormReturn } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form';
import { formatCents } from '@/domain/money';
import { createMatchSchemaFor, toCreateMatchPayload, type CreateMatchPayload, type CreateMatchValues } from '../api/create-match';
import type { CatalogGame } from '@/api/game-catalog/get-game-catalog';
import type { League } from '@/api/leagues/get-leagues';
import { leaguePublicSettingsQuery } from '@/api/leagues/get-league-settings';
import { defaultGameFormat } from '@/api/game-catalog/game-formats';
import { useChosenCourse } from '../hooks/use-chosen-course';
import { formatForGames, MATCH_FORMATS } from '../lib/match-status';
import { projectedGames } from '../lib/projected-games';
import { CourseTeesCard } from './course-tees-card';
import { GamesBuyInsCard } from './games-buy-ins-card';
import { LeagueCard } from './league-card';
import { MatchDetailsCard } from './match-details-card';
import { ProjectedPotsCard } from './projected-pots-card';

type Props = {
  catalog: CatalogGame[];
  /** The club's active leagues: with more than one, the form asks which the match is in. */
  leagues: League[];
  /** Settings' default buy-ins (cents by game code); the catalog default applies where missing. */
  defaultBuyIns: Record<string, number>;
  onSubmit: (payload: CreateMatchPayload) => unknown;
  onCancel: () => void;
  submitting: boolean;
};

/** The game chosen to start with: the catalog's first individual game (Stableford in the league's catalog). */
function firstGame(catalog: CatalogGame[]): CatalogGame | undefined {
  return catalog.filter((game) => !game.requires_teams).sort((a, b) => (a.sort_order ?? 0) - (b.sort_order ?? 0))[0];
}

function defaultValuesFor(catalog: CatalogGame[], defaultBuyIns: Record<string, number>): CreateMatchValues {
  const first = firstGame(catalog);
  return {
    leagueId: '',
    courseId: '',
    teesetId: '',
    name: '',
    date: '',
    startTime: '08:00',
    startMode: 'TEE_TIMES',
    notes: '',
    capacity: '',
    requirePayment: true,
    allowWaitlist: true,
    openSignup: false,
    // One game is chosen to start with (the catalog's first, Stableford), and the format follows it.
    format: formatForGames(first ? [first.code] : []) ?? MATCH_FORMATS[0],
    games: catalog.map((game) => ({
      code: game.code,
      enabled: game.code === first?.code,
      potCalc: game.pot_calc,
      buyIn: formatCents(defaultBuyIns[game.code] ?? game.default_buy_in),
      format: defaultGameFormat(game.code) ?? '',
    })),
  };
}

/** The pots of the games enabled so far, following the form as it is filled in. */
function ProjectedPots({ control, catalog }: { control: Control<CreateMatchValues>; catalog: CatalogGame[] }) {
  const games = useWatch({ control, name: 'games' });
  const capacity = useWatch({ control, name: 'capacity' });
  const seats = Number.parseInt(String(capacity ?? ''), 10);
  return <ProjectedPotsCard games={projectedGames(catalog, games)} players={seats > 0 ? seats : undefined} />;
}

/** Keeps the format label on the games chosen until the admin picks a format themselves. */
function FormatFollowsGames({ control, setFormat, formatPicked }: { control: Control<CreateMatchValues>; setFormat: (format: string) => void; formatPicked: boolean }) {
  const games = useWatch({ control, name: 'games' });
  const suggested = formatForGames(games.filter((game) => game.enabled).map((game) => game.code));
  useEffect(() => {
    if (suggested && !formatPicked) setFormat(suggested);
  }, [suggested, formatPicked, setFormat]);
  return null;
}

/**
 * In a club of several leagues the buy-ins start from the chosen league's defaults (a league setting, DESIGN
 * rule 25); a buy-in the admin typed stays.
 */
function BuyInsFollowLeague({ form, catalog }: { form: UseFormReturn<CreateMatchValues>; catalog: CatalogGame[] }) {
  const leagueId = useWatch({ control: form.control, name: 'leagueId' });
  const league = useQuery({ ...leaguePublicSettingsQuery(leagueId), enabled: leagueId !== '' });
  const { setValue } = form;
  // Read here, so the form tracks which buy-ins were typed.
  const typed = form.formState.dirtyFields.games;
  useEffect(() => {
    if (!league.data) return;
    const defaults = league.data.defaultBuyIns ?? {};
    catalog.forEach((game, index) => {
      if (typed?.[index]?.buyIn) return;
      setValue(`games.${index}.buyIn`, formatCents(defaults[game.code] ?? game.default_buy_in));
    });
  }, [league.data, catalog, typed, setValue]);
  return null;
}

/** /matches/new: course & tees, match details, games & buy-ins, projected pots. */
export function CreateMatchForm({ catalog, leagues, defaultBuyIns, onSubmit, onCancel, submitting }: Props) {
  const schema = useMemo(() => createMatchSchemaFor(leagues.length), [leagues.length]);
  const form = useForm<CreateMatchValues>({
    resolver: zodResolver(schema),
    defaultValues: defaultValuesFor(catalog, defaultBuyIns),
  });
  const chosen = useChosenCourse(form.control);
  const { setValue } = form;
  const setFormat = useCallback((format: string) => setValue('format', format), [setValue]);

  const submit = form.handleSubmit((values) => {
    if (!chosen.course || !chosen.teeset) return;
    return onSubmit(toCreateMatchPayload(values, chosen.course, chosen.teeset));
  });

  return (
    <Form {...form}>
      <form onSubmit={submit} noValidate className="grid gap-6 lg:grid-cols-3">
        <div className="grid gap-6 lg:col-span-2">
          {leagues.length > 1 && (
            <>
              <LeagueCard leagues={leagues} />
              <BuyInsFollowLeague form={form} catalog={catalog} />
            </>
          )}
          <CourseTeesCard chosen={chosen} />
          <MatchDetailsCard />
          <GamesBuyInsCard catalog={catalog} />
        </div>

        <aside className="grid content-start gap-6 lg:sticky lg:top-20 lg:self-start">
          <ProjectedPots control={form.control} catalog={catalog} />
          <FormatFollowsGames control={form.control} setFormat={setFormat} formatPicked={form.getFieldState('format', form.formState).isDirty} />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end lg:flex-col-reverse">
            <Button type="button" variant="outline" onClick={onCancel}>
              Cancel
            </Button>
            <Button type="submit" variant="forest" disabled={submitting}>
              {submitting ? 'Creating...' : 'Create Match'}
            </Button>
          </div>
        </aside>
      </form>
    </Form>
  );
}
