import { UserCheck } from 'lucide-react';
import type { AdminSettings } from '@/api/settings/get-admin-settings';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useUpsertAdminSettings } from '../api/upsert-admin-setting';
import { SettingSwitch } from './setting-switch';

/** Withdrawals: whether a freed seat goes to the waitlist automatically. */
export function MembersAndWaitlistCard({ settings }: { settings: AdminSettings }) {
  const save = useUpsertAdminSettings();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <UserCheck aria-hidden className="size-5 text-gold-ink" /> Withdrawals and waitlist
        </CardTitle>
        <CardDescription>
          Players withdraw from their home until a match starts. Each withdrawal is e-mailed to the league&apos;s From address.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <SettingSwitch
          label="Promote from the waitlist automatically"
          description="A freed seat goes to the first player waiting, who is e-mailed. When off, promote from the match page."
          checked={settings.waitlistAutoPromote}
          disabled={save.isPending}
          onCheckedChange={(on) => save.mutate([{ key: 'waitlistAutoPromote', value: String(on) }])}
        />
      </CardContent>
    </Card>
  );
}
