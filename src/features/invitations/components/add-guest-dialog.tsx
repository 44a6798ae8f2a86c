import { zodResolver } from '@hookform/resolvers/zod';
import { UserRoundPlus } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { guestSchema, useAddMatchGuest, type AddGuestResult, type GuestValues } from '../api/add-match-guest';

type Props = {
  matchId: string;
  /** No seat left: the guest can only go on the waitlist. */
  full: boolean;
  allowWaitlist: boolean;
  disabled?: boolean;
};

function addedMessage(result: AddGuestResult): string {
  const where = result.outcome === 'ENTERED' ? 'the match' : 'the waitlist';
  return result.member ? `${result.name} is a member: added to ${where} as themselves.` : `Guest ${result.name} added to ${where}.`;
}

/** Admin: a guest (name and e-mail, no account) into the match or its waitlist. */
export function AddGuestDialog({ matchId, full, allowWaitlist, disabled = false }: Props) {
  const [open, setOpen] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const addGuest = useAddMatchGuest();
  const form = useForm<GuestValues>({ resolver: zodResolver(guestSchema), defaultValues: { name: '', email: '' } });

  const submitTo = (waitlist: boolean) =>
    form.handleSubmit(async (values) => {
      setFormError(null);
      try {
        const result = await addGuest.mutateAsync({ ...values, matchId, waitlist });
        toast.success(addedMessage(result));
        form.reset();
        setOpen(false);
      } catch (error) {
        setFormError(error instanceof Error && error.message ? error.message : 'Failed to add the guest');
      }
    });

  const changeOpen = (next: boolean) => {
    setOpen(next);
    if (!next) {
      form.reset();
      setFormError(null);
    }
  };

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" disabled={disabled}>
          <UserRoundPlus aria-hidden /> Add Guest
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Add Guest</DialogTitle>
          <DialogDescription>
            A guest plays this match without an account and is not a league member. Their e-mail stays private to admins; a
            member's e-mail adds that member instead.
          </DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form onSubmit={submitTo(full)} noValidate className="grid gap-4">
            {formError ? (
              <Alert variant="destructive">
                <AlertTitle>Could not add the guest</AlertTitle>
                <AlertDescription>{formError}</AlertDescription>
              </Alert>
            ) : null}
            <FormField
              control={form.control}
              name="name"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>Guest name</FormLabel>
                  <FormControl>
                    <Input autoComplete="off" {...field} />
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
                  <FormLabel>Guest email</FormLabel>
                  <FormControl>
                    <Input type="email" autoComplete="off" {...field} />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            {full && (
              <p className="text-sm text-muted-foreground">
                {allowWaitlist ? 'The match is full: the guest joins the waitlist.' : 'The match is full and has no waitlist.'}
              </p>
            )}
            <DialogFooter className="gap-2">
              {!full && allowWaitlist && (
                <Button type="button" variant="outline" onClick={() => void submitTo(true)()} disabled={addGuest.isPending}>
                  Add to waitlist
                </Button>
              )}
              <Button type="submit" variant="forest" disabled={addGuest.isPending || (full && !allowWaitlist)}>
                {addGuest.isPending ? 'Adding...' : full ? 'Add to waitlist' : 'Add to match'}
              </Button>
            </DialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
