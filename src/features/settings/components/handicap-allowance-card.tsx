import { zodResolver } from '@hookform/resolvers/zod';
import { Scale } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Form, FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import type { AdminSettings } from '@/api/settings/get-admin-settings';
import { useUpsertAdminSettings } from '../api/upsert-admin-setting';

const MESSAGE = 'Allowance must be a whole number between 1 and 100';
const schema = z.object({
  allowancePct: z.string().trim().refine((value) => /^\d{1,3}$/.test(value) && Number(value) >= 1 && Number(value) <= 100, MESSAGE),
});

/** The handicap allowance (setting allowancePct): the share of each course handicap used for net scores. */
export function HandicapAllowanceCard({ settings }: { settings: AdminSettings }) {
  const save = useUpsertAdminSettings();
  const values = { allowancePct: String(settings.allowancePct) };
  const form = useForm<z.infer<typeof schema>>({ resolver: zodResolver(schema), defaultValues: values, values });

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Scale aria-hidden className="size-5 text-gold-ink" /> Handicap Allowance
        </CardTitle>
        <CardDescription>
          The share of each player&apos;s course handicap used for net scores (100% plays full handicaps; 85% or 90% are usual for
          stroke play). It applies to live leaderboards and to matches finalized after the change.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Form {...form}>
          <form
            noValidate
            className="grid grid-cols-1 gap-2"
            onSubmit={form.handleSubmit(({ allowancePct }) => save.mutate([{ key: 'allowancePct', value: String(Number(allowancePct)) }]))}
          >
            <FormField
              control={form.control}
              name="allowancePct"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>Allowance (%)</FormLabel>
                  <div className="flex flex-col gap-2 sm:flex-row">
                    <FormControl>
                      <Input inputMode="numeric" maxLength={3} className="sm:w-32" {...field} />
                    </FormControl>
                    <Button type="submit" variant="forest" disabled={save.isPending}>
                      {save.isPending ? 'Saving...' : 'Save Allowance'}
                    </Button>
                  </div>
                  <FormDescription>A whole number from 1 to 100.</FormDescription>
                  <FormMessage />
                </FormItem>
              )}
            />
          </form>
        </Form>
      </CardContent>
    </Card>
  );
}
