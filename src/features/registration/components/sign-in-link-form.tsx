import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { signInLinkSchema, useRequestSignInLink, type SignInLinkValues } from '../api/request-sign-in-link';

/** 'Already a member?': e-mails a one-time sign-in link for this device. */
export function SignInLinkForm() {
  const request = useRequestSignInLink();
  const form = useForm<SignInLinkValues>({ resolver: zodResolver(signInLinkSchema), defaultValues: { email: '' } });

  if (request.isSuccess) {
    return (
      <p role="status" className="flex items-start gap-2 rounded-md bg-secondary px-3 py-3 text-sm text-secondary-foreground">
        <MailCheck className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
        If that e-mail belongs to a member, a sign-in link is on its way.
      </p>
    );
  }

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit((values) => request.mutate(values))} noValidate className="grid gap-3">
        <FormField
          control={form.control}
          name="email"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Member email</FormLabel>
              <div className="flex flex-col gap-2 sm:flex-row">
                <FormControl>
                  <Input type="email" inputMode="email" autoComplete="email" placeholder="you@example.com" {...field} />
                </FormControl>
                <Button type="submit" variant="outline" disabled={request.isPending} className="shrink-0">
                  Email me a sign-in link
                </Button>
              </div>
              <FormMessage />
            </FormItem>
          )}
        />
      </form>
    </Form>
  );
}
