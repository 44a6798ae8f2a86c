import { AdminPage } from '@/features/admin-dashboard/components/admin-page';
import { EmailCentre } from '@/features/email-centre/components/email-centre';

export default function AdminEmailPage() {
  return (
    <AdminPage title="Email Centre" description="Messages to the league's active players.">
      <EmailCentre />
    </AdminPage>
  );
}
