import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { DUPLICATE_PROFILE_MESSAGES, duplicateProfileField, profileSchema, type ProfileValues } from '../api/update-player-profile';

type Props = {
  defaultValues: ProfileValues;
  /** Saves the profile; rejects with the server's error (with `.code`). */
  onSubmit: (values: ProfileValues) => Promise<unknown>;
  onCancel: () => void;
};

export function EditProfileForm({ defaultValues, onSubmit, onCancel }: Props) {
  const form = useForm<ProfileValues>({ resolver: zodResolver(profileSchema), defaultValues });
  const [formError, setFormError] = useState<string | null>(null);
  const busy = form.formState.isSubmitting;

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await onSubmit(values);
    } catch (error) {
      const field = duplicateProfileField(error);
      if (field) {
        form.setError(field, { message: DUPLICATE_PROFILE_MESSAGES[field] }, { shouldFocus: true });
        return;
      }
      setFormError(error instanceof Error && error.message ? error.message : 'Failed to update profile');
    }
  });

  return (
    <Form {...form}>
      <form onSubmit={submit} noValidate className="grid gap-4">
        {formError ? (
          <Alert variant="destructive">
            <AlertTitle>Failed to update profile</AlertTitle>
            <AlertDescription>{formError}</AlertDescription>
          </Alert>
        ) : null}
        <FormField
          control={form.control}
          name="name"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Full name</FormLabel>
              <FormControl>
                <Input autoComplete="name" {...field} />
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
                <Input autoComplete="nickname" {...field} />
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
                <Input inputMode="numeric" autoComplete="off" {...field} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="forest" disabled={busy}>
            {busy ? <Spinner aria-hidden /> : null}
            Save Changes
          </Button>
        </div>
      </form>
    </Form>
  );
}
