import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Form, FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/lib/paths';
import type { League } from '@/api/leagues/get-leagues';
import { DUPLICATE_SIGNUP_MESSAGES, duplicateSignupField, signupSchemaFor, type SignupValues } from '../api/register-player';

const EMPTY: SignupValues = { name: '', nickname: '', email: '', ghin: '', consent: false, leagueIds: [] };

type Props = {
  /** Sends the registration; rejects with the server's error (with `.code`). */
  onSubmit: (values: SignupValues) => Promise<unknown>;
  /** The club's active leagues: with more than one, the newcomer picks which to play in. */
  leagues?: League[];
};

export function SignupForm({ onSubmit, leagues = [] }: Props) {
  const schema = useMemo(() => signupSchemaFor(leagues.length), [leagues.length]);
  const form = useForm<SignupValues>({ resolver: zodResolver(schema), defaultValues: EMPTY });
  const busy = form.formState.isSubmitting;

  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      const field = duplicateSignupField(error);
      if (field) {
        form.setError(field, { message: DUPLICATE_SIGNUP_MESSAGES[field] }, { shouldFocus: true });
        return;
      }
      // A server answer carries a code; anything else (network, bug) is unexpected.
      const fromServer = error instanceof Error && typeof (error as Error & { code?: unknown }).code === 'string';
      // The server's own refusals (PT409: details it will not use, PT429: wait) say what to do.
      const code = fromServer ? (error as Error & { code: string }).code : '';
      if (code === 'PT409' || code === 'PT429') toast.error('Failed to submit registration', { description: (error as Error).message });
      else toast.error(fromServer ? 'Failed to submit registration' : 'An unexpected error occurred');
      if (!fromServer) console.error('Registration failed', error);
    }
  });

  return (
    <Form {...form}>
      <form onSubmit={submit} noValidate className="grid gap-5">
        <FormField
          control={form.control}
          name="name"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Full name</FormLabel>
              <FormControl>
                <Input autoComplete="name" maxLength={120} {...field} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="nickname"
          render={({ field }) => (
            <FormItem>
              <FormLabel>
                Nickname <span className="font-normal text-muted-foreground">(optional)</span>
              </FormLabel>
              <FormControl>
                <Input autoComplete="nickname" maxLength={40} {...field} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="email"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Email</FormLabel>
              <FormControl>
                <Input type="email" inputMode="email" autoComplete="email" {...field} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="ghin"
          render={({ field }) => (
            <FormItem>
              <FormLabel>GHIN</FormLabel>
              <FormControl>
                <Input inputMode="numeric" autoComplete="off" maxLength={12} {...field} />
              </FormControl>
              <FormDescription>Your 6–10 digit Golf Handicap and Information Network number.</FormDescription>
              <FormMessage />
            </FormItem>
          )}
        />
        {leagues.length > 1 && (
          <FormField
            control={form.control}
            name="leagueIds"
            render={({ field }) => (
              <FormItem>
                <fieldset className="grid gap-2">
                  <legend className="mb-1 text-sm font-medium">Which leagues do you want to play in?</legend>
                  {leagues.map((league) => (
                    <label key={league.id} className="flex min-h-11 items-center gap-3 rounded-md border px-3 text-sm md:min-h-9">
                      <Checkbox
                        checked={field.value.includes(league.id)}
                        onCheckedChange={(checked) =>
                          field.onChange(checked === true ? [...field.value, league.id] : field.value.filter((id) => id !== league.id))
                        }
                        onBlur={field.onBlur}
                      />
                      {league.name}
                    </label>
                  ))}
                </fieldset>
                <FormDescription>Each league&apos;s admins let you in once the club has approved you.</FormDescription>
                <FormMessage />
              </FormItem>
            )}
          />
        )}
        <FormField
          control={form.control}
          name="consent"
          render={({ field }) => (
            <FormItem>
              <div className="flex items-start gap-3">
                <FormControl>
                  <Checkbox
                    checked={field.value}
                    onCheckedChange={(checked) => field.onChange(checked === true)}
                    onBlur={field.onBlur}
                    ref={field.ref}
                    name={field.name}
                    className="mt-0.5"
                  />
                </FormControl>
                <FormLabel className="inline leading-snug font-normal">
                  I agree to the{' '}
                  <a href={paths.terms()} target="_blank" rel="noopener" className="font-medium text-primary underline underline-offset-4">
                    League Rules
                  </a>{' '}
                  &amp;{' '}
                  <a href={paths.privacy()} target="_blank" rel="noopener" className="font-medium text-primary underline underline-offset-4">
                    Privacy Policy
                  </a>
                </FormLabel>
              </div>
              <FormMessage />
            </FormItem>
          )}
        />
        <Button type="submit" variant="gold" size="lg" disabled={busy} className="w-full">
          {busy ? <Spinner aria-hidden /> : null}
          Request to Join
        </Button>
      </form>
    </Form>
  );
}
