import { AdminPage } from '@/features/admin-dashboard/components/admin-page';
import { OutboxList } from '@/features/outbox/components/outbox-list';

export default function AdminOutboxPage() {
  return (
    <AdminPage title="Outbox" description="Every e-mail the league queued: whether it went out, how often it was tried, and what went wrong.">
      <OutboxList />
    </AdminPage>
  );
}
