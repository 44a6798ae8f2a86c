import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { paths } from '@/lib/paths';
import { useVerifyAdminPin } from '../api/verify-admin-pin';

type Props = { open: boolean; onOpenChange: (open: boolean) => void };

export function AdminPinDialog({ open, onOpenChange }: Props) {
  const [pin, setPin] = useState('');
  const navigate = useNavigate();
  const verify = useVerifyAdminPin();

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!pin.trim() || verify.isPending) return;
    verify.mutate(pin, {
      onSuccess: (valid) => {
        setPin('');
        if (!valid) return toast.error('Invalid PIN');
        toast.success('Admin access granted');
        onOpenChange(false);
        navigate(paths.admin());
      },
      onError: () => setPin(''),
    });
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-sm">
        <form onSubmit={submit} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Admin Access Required</DialogTitle>
            <DialogDescription>Enter the admin PIN to access administrative features.</DialogDescription>
          </DialogHeader>
          <div className="grid gap-2">
            <Label htmlFor="admin-pin">Admin PIN</Label>
            <Input
              id="admin-pin"
              type="password"
              inputMode="numeric"
              autoComplete="current-password"
              placeholder="Enter PIN"
              maxLength={10}
              value={pin}
              onChange={(event) => setPin(event.target.value)}
              autoFocus
            />
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" variant="forest" disabled={!pin.trim() || verify.isPending}>
              {verify.isPending ? 'Verifying...' : 'Access Admin'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
