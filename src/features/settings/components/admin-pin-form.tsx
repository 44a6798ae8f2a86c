import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { PIN_MAX_LENGTH, changePinSchema, type ChangePinInput, type ChangePinValues } from '../api/change-admin-pin';

type Props = {
  /** Saves the new PIN; call `done` after success to clear the form. */
  onSubmit: (input: ChangePinInput, done: () => void) => void;
  isPending: boolean;
};

/** Current PIN, new PIN + confirmation with the spec's messages; the server checks them again. */
export function AdminPinForm({ onSubmit, isPending }: Props) {
  const form = useForm<ChangePinValues>({
    resolver: zodResolver(changePinSchema),
    defaultValues: { current: '', pin: '', confirm: '' },
  });
  const submit = form.handleSubmit(({ current, pin }) => onSubmit({ current, pin }, () => form.reset()));

  return (
    <Form {...form}>
      <form onSubmit={submit} noValidate className="grid grid-cols-1 gap-4">
        <FormField
          control={form.control}
          name="current"
          render={({ field }) => (
            <FormItem className="sm:max-w-[calc(50%-0.5rem)]">
              <FormLabel>Current PIN</FormLabel>
              <FormControl>
                <Input type="password" inputMode="numeric" autoComplete="current-password" maxLength={PIN_MAX_LENGTH} {...field} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <FormField
            control={form.control}
            name="pin"
            render={({ field }) => (
              <FormItem>
                <FormLabel>New PIN</FormLabel>
                <FormControl>
                  <Input type="password" inputMode="numeric" autoComplete="new-password" maxLength={PIN_MAX_LENGTH} {...field} />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          <FormField
            control={form.control}
            name="confirm"
            render={({ field }) => (
              <FormItem>
                <FormLabel>Confirm PIN</FormLabel>
                <FormControl>
                  <Input type="password" inputMode="numeric" autoComplete="new-password" maxLength={PIN_MAX_LENGTH} {...field} />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
        </div>
        <div>
          <Button type="submit" variant="forest" disabled={isPending}>
            {isPending ? 'Updating...' : 'Update PIN'}
          </Button>
        </div>
      </form>
    </Form>
  );
}
