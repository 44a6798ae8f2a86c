import { BellRing } from 'lucide-react';
import type { AdminSettings } from '@/api/settings/get-admin-settings';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useUpsertAdminSettings } from '../api/upsert-admin-setting';
import { SettingSwitch } from './setting-switch';

/** Invitations: the gentle reminder to declined invitees (setting inviteDeclineFollowupEnabled). */
export function InviteFollowupCard({ settings }: { settings: AdminSettings }) {
  const save = useUpsertAdminSettings();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <BellRing aria-hidden className="size-5 text-gold-ink" /> Invitations
        </CardTitle>
      </CardHeader>
      <CardContent>
        <SettingSwitch
          label="Invite Decline Follow-up"
          description="Send a gentle reminder to declined invitees 3 days before the match."
          checked={settings.inviteDeclineFollowupEnabled}
          disabled={save.isPending}
          onCheckedChange={(on) => save.mutate([{ key: 'inviteDeclineFollowupEnabled', value: String(on) }])}
        />
      </CardContent>
    </Card>
  );
}
