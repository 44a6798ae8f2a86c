import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch, type Control } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Form, FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import { formatCents, parseDollarsToCents } from '@/domain/money';
import { createMatchSchema, toCreateMatchPayload, type CreateMatchPayload, type CreateMatchValues } from '../api/create-match';
import { groupByCategory, type CatalogGame } from '@/api/game-catalog/get-game-catalog';
import { usePlayableCourses } from '@/api/courses/get-courses';
import { useTeesets } from '@/api/courses/get-teesets';
import { MATCH_FORMATS } from '../lib/match-status';
import { GameChoiceRow } from './game-choice-row';
import { NewCourseDialog } from './new-course-dialog';
import { ProjectedPotsCard } from './projected-pots-card';

type Props = {
  catalog: CatalogGame[];
  /** Settings' default buy-ins (cents by game code); the catalog default applies where missing. */
  defaultBuyIns: Record<string, number>;
  onSubmit: (payload: CreateMatchPayload) => unknown;
  onCancel: () => void;
  submitting: boolean;
};

export function defaultValuesFor(catalog: CatalogGame[], defaultBuyIns: Record<string, number>): CreateMatchValues {
  return {
    courseId: '',
    teesetId: '',
    name: '',
    date: '',
    notes: '',
    capacity: '',
    requirePayment: true,
    allowWaitlist: true,
    format: MATCH_FORMATS[0],
    games: catalog.map((game) => ({
      code: game.code,
      enabled: false,
      potCalc: game.pot_calc,
      buyIn: formatCents(defaultBuyIns[game.code] ?? game.default_buy_in),
    })),
  };
}

/** /matches/new: course & tees, match details, games & buy-ins, projected pots. */
export function CreateMatchForm({ catalog, defaultBuyIns, onSubmit, onCancel, submitting }: Props) {
  const form = useForm<CreateMatchValues>({
    resolver: zodResolver(createMatchSchema),
    defaultValues: defaultValuesFor(catalog, defaultBuyIns),
  });
  const courses = usePlayableCourses();
  const courseId = useWatch({ control: form.control, name: 'courseId' });
  const teesetId = useWatch({ control: form.control, name: 'teesetId' });
  const teesets = useTeesets(courseId);
  const course = courses.data?.find((c) => c.id === courseId);
  const teeset = teesets.data?.find((t) => t.id === teesetId);

  const submit = form.handleSubmit((values) => {
    if (!course || !teeset) return;
    return onSubmit(toCreateMatchPayload(values, course, teeset));
  });

  return (
    <Form {...form}>
      <form onSubmit={submit} noValidate className="grid gap-6 lg:grid-cols-3">
        <div className="grid gap-6 lg:col-span-2">
          <Card>
            <CardHeader>
              <CardTitle>Course & Tees</CardTitle>
              <CardDescription>Where the match is played.</CardDescription>
              <CardAction>
                <NewCourseDialog
                  onCreated={(created) => {
                    form.setValue('courseId', created.courseId, { shouldValidate: true });
                    form.setValue('teesetId', created.teesetId, { shouldValidate: true });
                  }}
                />
              </CardAction>
            </CardHeader>
            <CardContent className="grid gap-4">
              <div className="grid gap-4 sm:grid-cols-2">
                <FormField
                  control={form.control}
                  name="courseId"
                  render={({ field }) => (
                    <FormItem>
                      <FormLabel>Course</FormLabel>
                      <Select
                        value={field.value}
                        onValueChange={(value) => {
                          field.onChange(value);
                          form.setValue('teesetId', '');
                        }}
                      >
                        <FormControl>
                          <SelectTrigger className="w-full" onBlur={field.onBlur}>
                            <SelectValue placeholder={courses.isPending ? 'Loading courses...' : 'Select a course'} />
                          </SelectTrigger>
                        </FormControl>
                        <SelectContent>
                          {(courses.data ?? []).map((c) => (
                            <SelectItem key={c.id} value={c.id}>
                              {c.name}
                            </SelectItem>
                          ))}
                        </SelectContent>
                      </Select>
                      {courses.isError && <p className="text-sm text-destructive">Could not load courses: {courses.error.message}</p>}
                      {courses.data?.length === 0 && <FormDescription>No courses yet — add one with New Course.</FormDescription>}
                      <FormMessage />
                    </FormItem>
                  )}
                />
                <FormField
                  control={form.control}
                  name="teesetId"
                  render={({ field }) => (
                    <FormItem>
                      <FormLabel>Tee set</FormLabel>
                      <Select value={field.value} onValueChange={field.onChange} disabled={!courseId}>
                        <FormControl>
                          <SelectTrigger className="w-full" onBlur={field.onBlur}>
                            <SelectValue placeholder={courseId && teesets.isPending ? 'Loading tee sets...' : 'Select tees'} />
                          </SelectTrigger>
                        </FormControl>
                        <SelectContent>
                          {(teesets.data ?? []).map((t) => (
                            <SelectItem key={t.id} value={t.id}>
                              {t.label}
                            </SelectItem>
                          ))}
                        </SelectContent>
                      </Select>
                      {teesets.isError && <p className="text-sm text-destructive">Could not load tee sets: {teesets.error.message}</p>}
                      {teesets.data?.length === 0 && <FormDescription>This course has no tee sets yet.</FormDescription>}
                      <FormMessage />
                    </FormItem>
                  )}
                />
              </div>
              {course && teeset ? (
                <dl className="grid grid-cols-2 gap-x-4 gap-y-3 rounded-lg bg-muted/60 p-4 text-sm sm:grid-cols-3" aria-label="Course summary">
                  <SummaryItem label="Course" value={course.name} />
                  <SummaryItem label="Tees" value={teeset.label} />
                  <SummaryItem label="Rating" value={Number(teeset.rating).toFixed(1)} numeric />
                  <SummaryItem label="Slope" value={String(teeset.slope)} numeric />
                  <SummaryItem label="Total par" value={String(teeset.par_by_hole.reduce((sum, par) => sum + par, 0))} numeric />
                  <SummaryItem label="Holes" value={String(course.holes)} numeric />
                </dl>
              ) : (
                <p className="rounded-lg bg-muted/60 p-4 text-sm text-muted-foreground">Please select both a course and tee set to continue.</p>
              )}
            </CardContent>
          </Card>

          <Card>
            <CardHeader>
              <CardTitle>Match Details</CardTitle>
            </CardHeader>
            <CardContent className="grid gap-4 sm:grid-cols-2">
              <FormField
                control={form.control}
                name="name"
                render={({ field }) => (
                  <FormItem className="sm:col-span-2">
                    <FormLabel>Match name</FormLabel>
                    <FormControl>
                      <Input placeholder="e.g. Saturday Skins" {...field} />
                    </FormControl>
                    <FormMessage />
                  </FormItem>
                )}
              />
              <FormField
                control={form.control}
                name="date"
                render={({ field }) => (
                  <FormItem>
                    <FormLabel>Date</FormLabel>
                    <FormControl>
                      <Input type="date" {...field} />
                    </FormControl>
                    <FormMessage />
                  </FormItem>
                )}
              />
              <FormField
                control={form.control}
                name="format"
                render={({ field }) => (
                  <FormItem>
                    <FormLabel>Format</FormLabel>
                    <Select value={field.value} onValueChange={field.onChange}>
                      <FormControl>
                        <SelectTrigger className="w-full">
                          <SelectValue />
                        </SelectTrigger>
                      </FormControl>
                      <SelectContent>
                        {MATCH_FORMATS.map((format) => (
                          <SelectItem key={format} value={format}>
                            {format}
                          </SelectItem>
                        ))}
                      </SelectContent>
                    </Select>
                    <FormMessage />
                  </FormItem>
                )}
              />
              <FormField
                control={form.control}
                name="capacity"
                render={({ field }) => (
                  <FormItem>
                    <FormLabel>Capacity</FormLabel>
                    <FormControl>
                      <Input type="number" inputMode="numeric" min={1} placeholder="Unlimited" className="num" {...field} />
                    </FormControl>
                    <FormDescription>Leave blank for unlimited seats.</FormDescription>
                    <FormMessage />
                  </FormItem>
                )}
              />
              <FormField
                control={form.control}
                name="notes"
                render={({ field }) => (
                  <FormItem className="sm:col-span-2">
                    <FormLabel>Notes</FormLabel>
                    <FormControl>
                      <Textarea rows={3} placeholder="Tee times, dress code, anything players should know" {...field} />
                    </FormControl>
                    <FormMessage />
                  </FormItem>
                )}
              />
              <FormField
                control={form.control}
                name="requirePayment"
                render={({ field }) => (
                  <FormItem className="flex items-center justify-between gap-3 rounded-lg border p-3">
                    <div className="grid gap-1">
                      <FormLabel>Require payment before play</FormLabel>
                      <FormDescription>Results can only be finalized when every entry is paid.</FormDescription>
                    </div>
                    <FormControl>
                      <Switch checked={field.value} onCheckedChange={field.onChange} />
                    </FormControl>
                  </FormItem>
                )}
              />
              <FormField
                control={form.control}
                name="allowWaitlist"
                render={({ field }) => (
                  <FormItem className="flex items-center justify-between gap-3 rounded-lg border p-3">
                    <div className="grid gap-1">
                      <FormLabel>Allow waitlist</FormLabel>
                      <FormDescription>When the match is full, new acceptances join a waitlist.</FormDescription>
                    </div>
                    <FormControl>
                      <Switch checked={field.value} onCheckedChange={field.onChange} />
                    </FormControl>
                  </FormItem>
                )}
              />
            </CardContent>
          </Card>

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
                    <GameChoiceRow key={game.code} game={game} index={game.index} control={form.control} />
                  ))}
                </section>
              ))}
            </CardContent>
          </Card>
        </div>

        <aside className="grid content-start gap-6 lg:sticky lg:top-20 lg:self-start">
          <ProjectedPots control={form.control} catalog={catalog} />
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

function SummaryItem({ label, value, numeric = false }: { label: string; value: string; numeric?: boolean }) {
  return (
    <div>
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className={numeric ? 'num font-medium' : 'font-medium'}>{value}</dd>
    </div>
  );
}

function ProjectedPots({ control, catalog }: { control: Control<CreateMatchValues>; catalog: CatalogGame[] }) {
  const games = useWatch({ control, name: 'games' });
  const enabled = catalog.flatMap((game, index) => {
    const choice = games[index];
    if (!choice?.enabled || game.requires_teams) return [];
    return [{ code: game.code, name: game.name, potCalc: choice.potCalc, buyInCents: parseDollarsToCents(choice.buyIn) ?? 0 }];
  });
  return <ProjectedPotsCard games={enabled} />;
}
