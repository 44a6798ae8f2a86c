import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { paths } from '@/lib/paths';
import { CLOSE_CONFIRMATION, useCloseMyAccount } from '../api/close-my-account';

/** Closing the account, confirmed by typing CLOSE; the server's refusal (upcoming matches) is shown in place. */
export function CloseAccountDialog() {
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const navigate = useNavigate();
  const close = useCloseMyAccount({ onClosed: () => navigate(paths.home(), { replace: true }) });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) {
          setTyped('');
          close.reset();
        }
      }}
    >
      <DialogTrigger asChild>
        <Button variant="destructive" size="sm">
          Close my account
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Close your account?</DialogTitle>
          <DialogDescription>
            Your name becomes “Former member” and your e-mail address, GHIN number and nickname are removed; you are signed out
            everywhere. Results and payments of matches you played stay in the league&apos;s records. This cannot be undone.
          </DialogDescription>
        </DialogHeader>
        <form
          noValidate
          className="grid gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            close.mutate(typed.trim());
          }}
        >
          <div className="grid gap-1.5">
            <Label htmlFor="close-confirmation">Type {CLOSE_CONFIRMATION} to confirm</Label>
            <Input id="close-confirmation" autoComplete="off" value={typed} onChange={(event) => setTyped(event.target.value)} />
          </div>
          {close.isError && (
            <Alert variant="destructive">
              <AlertDescription>{close.error.message}</AlertDescription>
            </Alert>
          )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              Keep my account
            </Button>
            <Button type="submit" variant="destructive" disabled={typed.trim() !== CLOSE_CONFIRMATION || close.isPending}>
              {close.isPending ? 'Closing...' : 'Close account'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
