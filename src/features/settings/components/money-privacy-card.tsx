import { EyeOff } from 'lucide-react';
import type { AdminSettings } from '@/api/settings/get-admin-settings';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useUpsertAdminSettings } from '../api/upsert-admin-setting';
import { SettingSwitch } from './setting-switch';

/** Setting publishNetsToMembers: whether members see each other's buy-ins and net on a final match (DESIGN rule 20). */
export function MoneyPrivacyCard({ settings }: { settings: AdminSettings }) {
  const save = useUpsertAdminSettings();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <EyeOff aria-hidden className="size-5 text-gold-ink" /> Privacy of money
        </CardTitle>
        <CardDescription>
          Places, points and winnings of a final match are public. What a member owes or has paid is seen only by them and the admins.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <SettingSwitch
          label="Publish nets to members"
          description="Signed-in members see every player's buy-ins and net (won − buy-ins) on a final match. Visitors who are not signed in never do."
          checked={settings.publishNetsToMembers}
          disabled={save.isPending}
          onCheckedChange={(on) => save.mutate([{ key: 'publishNetsToMembers', value: String(on) }])}
        />
      </CardContent>
    </Card>
  );
}
