import { Percent } from 'lucide-react';
import type { AdminSettings } from '@/api/settings/get-admin-settings';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useUpsertAdminSettings } from '../api/upsert-admin-setting';
import { PayoutCurvesForm } from './payout-curves-form';

/** Payout curves: a place game's pot shared by finishing place (setting payoutCurves). */
export function PayoutCurvesCard({ settings }: { settings: AdminSettings }) {
  const save = useUpsertAdminSettings({ errorMessage: 'Failed to update payout curves' });
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Percent aria-hidden className="size-5 text-gold-ink" /> Payout Curves
        </CardTitle>
        <CardDescription>Share of a place game&apos;s pot by finishing place; tied players pool their places.</CardDescription>
      </CardHeader>
      <CardContent>
        <PayoutCurvesForm
          defaultValues={settings.payoutCurves}
          isPending={save.isPending}
          onSave={(curves) => save.mutate([{ key: 'payoutCurves', value: JSON.stringify(curves) }])}
        />
      </CardContent>
    </Card>
  );
}
