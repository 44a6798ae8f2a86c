import { zodResolver } from '@hookform/resolvers/zod';
import { Wallet } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Form, FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { useScopedPublicSettings } from '../lib/settings-scope';
import { useUpsertAdminSettings } from '../api/upsert-admin-setting';

// The server's own rules and messages (private.payment_instructions_problem, private.payment_reminder_days_problem).
export const paymentsSchema = z.object({
  paymentInstructions: z.string().trim().max(500, 'Payment instructions must be 500 characters or less'),
  paymentReminderDays: z
    .string()
    .trim()
    .regex(/^\d{1,2}$/, 'Reminder days must be a whole number from 0 to 30')
    .refine((value) => Number(value) <= 30, 'Reminder days must be a whole number from 0 to 30'),
});
export type PaymentsValues = z.infer<typeof paymentsSchema>;

/** How players pay the league (shown on invitations, confirmations, reminders and their home) and automatic reminders. */
export function PaymentsCard() {
  // Both settings are public (get_public_settings().extra); the admin settings list carries them too.
  const settings = useScopedPublicSettings();
  if (settings.isPending) return <Skeleton className="h-64 rounded-xl" aria-label="Loading payment settings" />;
  const extra = settings.data?.extra ?? {};
  return (
    <PaymentsForm
      values={{ paymentInstructions: extra.paymentInstructions ?? '', paymentReminderDays: extra.paymentReminderDays ?? '0' }}
    />
  );
}

function PaymentsForm({ values }: { values: PaymentsValues }) {
  const save = useUpsertAdminSettings({ errorMessage: 'Failed to update payment settings' });
  const form = useForm<PaymentsValues>({ resolver: zodResolver(paymentsSchema), defaultValues: values, values });
  const onSubmit = (next: PaymentsValues) =>
    save.mutate([
      { key: 'paymentInstructions', value: next.paymentInstructions },
      { key: 'paymentReminderDays', value: String(Number(next.paymentReminderDays)) },
    ]);

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Wallet aria-hidden className="size-5 text-gold-ink" /> Payments
        </CardTitle>
        <CardDescription>How players pay the league, and when unpaid entrants are reminded.</CardDescription>
      </CardHeader>
      <CardContent>
        <Form {...form}>
          <form noValidate className="grid grid-cols-1 gap-4" onSubmit={form.handleSubmit(onSubmit)}>
            <FormField
              control={form.control}
              name="paymentInstructions"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>Payment instructions</FormLabel>
                  <FormControl>
                    <Textarea rows={3} placeholder="Venmo @club-treasurer, or cash at the pro shop" {...field} />
                  </FormControl>
                  <FormDescription>Shown on invitations, entry confirmations, payment reminders and each player&apos;s home.</FormDescription>
                  <FormMessage />
                </FormItem>
              )}
            />
            <FormField
              control={form.control}
              name="paymentReminderDays"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>Automatic payment reminder (days before the match)</FormLabel>
                  <FormControl>
                    <Input inputMode="numeric" className="w-24" {...field} />
                  </FormControl>
                  <FormDescription>Entrants who still owe money get one reminder this many days before the match; 0 turns it off.</FormDescription>
                  <FormMessage />
                </FormItem>
              )}
            />
            <div className="flex justify-end">
              <Button type="submit" variant="forest" disabled={save.isPending}>
                {save.isPending ? 'Saving...' : 'Save Payment Settings'}
              </Button>
            </div>
          </form>
        </Form>
      </CardContent>
    </Card>
  );
}
