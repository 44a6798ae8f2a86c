import { zodResolver } from '@hookform/resolvers/zod';
import { format } from 'date-fns';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { FIRST_LOG_DATE, handicapLogSchema, type HandicapLogValues } from '../api/add-handicap-log';

type Props = {
  onSubmit: (values: HandicapLogValues) => Promise<unknown>;
  onCancel: () => void;
  /** The date offered first: the club's today (the dialog passes it); the device's day without one. */
  today?: string;
};

export function HandicapLogForm({ onSubmit, onCancel, today = format(new Date(), 'yyyy-MM-dd') }: Props) {
  const form = useForm<HandicapLogValues>({
    resolver: zodResolver(handicapLogSchema),
    defaultValues: { date: today, courseName: '', rating: '', slope: '', gross: '' },
  });
  const busy = form.formState.isSubmitting;

  return (
    <Form {...form}>
      <form
        noValidate
        className="grid gap-4"
        onSubmit={form.handleSubmit(async (values) => {
          // The mutation reports its own failure (central toast); the dialog stays open and shows
          // the server's reason (a duplicate round, a date out of range) beside the form too.
          await onSubmit(values).catch((error: unknown) =>
            form.setError('root.server', { message: error instanceof Error ? error.message : String(error) }),
          );
        })}
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            control={form.control}
            name="date"
            render={({ field }) => (
              <FormItem>
                <FormLabel>Date</FormLabel>
                <FormControl>
                  <Input type="date" min={FIRST_LOG_DATE} max={today} {...field} />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          <FormField
            control={form.control}
            name="courseName"
            render={({ field }) => (
              <FormItem>
                <FormLabel>Course name</FormLabel>
                <FormControl>
                  <Input autoComplete="off" {...field} />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
        </div>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
          <FormField
            control={form.control}
            name="rating"
            render={({ field }) => (
              <FormItem>
                <FormLabel>Rating</FormLabel>
                <FormControl>
                  <Input type="number" inputMode="decimal" step="0.1" placeholder="72.0" {...field} />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          <FormField
            control={form.control}
            name="slope"
            render={({ field }) => (
              <FormItem>
                <FormLabel>Slope</FormLabel>
                <FormControl>
                  <Input type="number" inputMode="numeric" step="1" placeholder="113" {...field} />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          <FormField
            control={form.control}
            name="gross"
            render={({ field }) => (
              <FormItem>
                <FormLabel>Gross score</FormLabel>
                <FormControl>
                  <Input type="number" inputMode="numeric" step="1" placeholder="85" {...field} />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
        </div>
        {form.formState.errors.root?.server && (
          <p role="alert" className="text-sm text-destructive">
            {form.formState.errors.root.server.message}
          </p>
        )}
        <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="forest" disabled={busy}>
            {busy ? <Spinner aria-hidden /> : null}
            Add Log
          </Button>
        </div>
      </form>
    </Form>
  );
}
