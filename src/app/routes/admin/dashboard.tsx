import { useQueryClient } from '@tanstack/react-query';
import { adminDashboardKeys } from '@/features/admin-dashboard/api/keys';
import { AdminDashboard } from '@/features/admin-dashboard/components/admin-dashboard';
import { AdminPage } from '@/features/admin-dashboard/components/admin-page';
import { RecomputeIndexesDialog } from '@/features/players/components/recompute-indexes-dialog';

export default function AdminDashboardPage() {
  const queryClient = useQueryClient();
  // Publishing and importing refresh players and matches themselves; the dashboard's figures are this page's.
  const refreshDashboard = () => queryClient.invalidateQueries({ queryKey: adminDashboardKeys.all });

  return (
    <AdminPage title="Admin Dashboard" description="League operations at a glance.">
      <AdminDashboard recomputeIndexes={<RecomputeIndexesDialog onChanged={refreshDashboard} />} onScorecardsImported={refreshDashboard} />
    </AdminPage>
  );
}
