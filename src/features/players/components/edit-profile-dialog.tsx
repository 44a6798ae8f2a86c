import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import type { PlayerDetails } from '../api/get-player-full-details';
import { useUpdatePlayerProfile, type ProfileValues } from '../api/update-player-profile';
import { EditProfileForm } from './edit-profile-form';

export function EditProfileDialog({ player }: { player: PlayerDetails }) {
  const [open, setOpen] = useState(false);
  const update = useUpdatePlayerProfile();

  const save = async (values: ProfileValues) => {
    const saved = await update.mutateAsync({ ...values, playerId: player.id });
    toast.success('Profile updated successfully!');
    // A new address takes effect only once confirmed from it (the old address is told).
    if (saved.pending_email) {
      toast.info(`We sent a confirmation link to ${saved.pending_email}. Your e-mail address changes when you open it.`, { duration: 10_000 });
    }
    setOpen(false);
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <Pencil aria-hidden /> Edit Profile
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Edit Profile</DialogTitle>
          <DialogDescription>Your e-mail and GHIN stay private: only you and the league admins can see them.</DialogDescription>
        </DialogHeader>
        {open ? (
          <EditProfileForm
            defaultValues={{ name: player.name, nickname: player.nickname ?? '', email: player.email ?? '', ghin: player.ghin ?? '' }}
            onSubmit={save}
            onCancel={() => setOpen(false)}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
