import { AdminPage } from '@/features/admin-dashboard/components/admin-page';
import { AdminSettingsView } from '@/features/settings/components/admin-settings-view';

export default function AdminSettingsPage() {
  return (
    <AdminPage title="Settings" description="E-mail, schedules, security, money rules and branding for the league.">
      <AdminSettingsView />
    </AdminPage>
  );
}
