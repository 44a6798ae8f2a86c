import { zodResolver } from '@hookform/resolvers/zod';
import { Percent } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import type { AdminSettings } from '@/api/settings/get-admin-settings';
import { useScopedPublicSettings } from '../lib/settings-scope';
import { allowanceByGameOf } from '@/api/settings/handicap-settings';
import { ALLOWANCE_GAMES } from '@/lib/handicap-method';
import { useUpsertAdminSettings } from '../api/upsert-admin-setting';

const MESSAGE = 'Allowance must be a whole number between 0 and 100';
const percent = z
  .string()
  .trim()
  .refine((value) => value === '' || (/^\d{1,3}$/.test(value) && Number(value) <= 100), MESSAGE);
const schema = z.object({
  STB_V2: percent,
  STROKE_PLAY: percent,
  SKINS_NET: percent,
  NASSAU: percent,
  MATCH_PLAY: percent,
  FOUR_BALL: percent,
  TEAM_NASSAU: percent,
});
type Values = z.infer<typeof schema>;

/**
 * The handicap allowance per game (setting allowanceByGame): a game left empty plays the league-wide
 * allowance. Live boards, scorecards and finalized results all use it.
 */
export function GameAllowancesCard({ settings }: { settings: AdminSettings }) {
  const publicSettings = useScopedPublicSettings();
  const save = useUpsertAdminSettings();
  const byGame = allowanceByGameOf(publicSettings.data);
  const values = Object.fromEntries(ALLOWANCE_GAMES.map((g) => [g.code, byGame[g.code] === undefined ? '' : String(byGame[g.code])])) as Values;
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: values, values });

  const onSubmit = (submitted: Values) => {
    const setting = Object.fromEntries(
      ALLOWANCE_GAMES.flatMap((g) => (submitted[g.code].trim() === '' ? [] : [[g.code, Number(submitted[g.code])]])),
    );
    save.mutate([{ key: 'allowanceByGame', value: JSON.stringify(setting) }]);
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Percent aria-hidden className="size-5 text-gold-ink" /> Allowance per Game
        </CardTitle>
        <CardDescription>
          The share of the course handicap each game plays off, e.g. 100% for Stableford and 90% for stroke play. Leave a game empty to use
          the league-wide allowance (<span className="num">{settings.allowancePct}%</span>). Gross skins use no handicap.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {publicSettings.isPending ? (
          <Skeleton className="h-40 w-full" />
        ) : (
          <Form {...form}>
            <form noValidate className="grid grid-cols-1 gap-4" onSubmit={form.handleSubmit(onSubmit)}>
              <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
                {ALLOWANCE_GAMES.map((g) => (
                  <FormField
                    key={g.code}
                    control={form.control}
                    name={g.code}
                    render={({ field }) => (
                      <FormItem>
                        <FormLabel>{`${g.label} allowance (%)`}</FormLabel>
                        <FormControl>
                          <Input inputMode="numeric" maxLength={3} placeholder={`League-wide: ${settings.allowancePct}`} {...field} />
                        </FormControl>
                        <FormMessage />
                      </FormItem>
                    )}
                  />
                ))}
              </div>
              <Button type="submit" variant="forest" className="w-full sm:w-fit" disabled={save.isPending}>
                {save.isPending ? 'Saving...' : 'Save Allowances'}
              </Button>
            </form>
          </Form>
        )}
      </CardContent>
    </Card>
  );
}
