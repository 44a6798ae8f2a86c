import { AdminPage } from '@/features/admin-dashboard/components/admin-page';
import { AuditLog } from '@/features/audit/components/audit-log';

export default function AdminAuditPage() {
  return (
    <AdminPage title="Audit Log" description="Every approval, match change, payment, scorecard and setting change, newest first.">
      <AuditLog />
    </AdminPage>
  );
}
