import { useQueryClient } from '@tanstack/react-query';
import { adminDashboardKeys } from '@/features/admin-dashboard/api/keys';
import { AdminDashboard } from '@/features/admin-dashboard/components/admin-dashboard';
import { AdminPage } from '@/features/admin-dashboard/components/admin-page';
import { adminMatchKeys } from '@/features/admin-matches/api/keys';
import { RecomputeIndexesDialog } from '@/features/admin-players/components/recompute-indexes-dialog';
import { playerKeys } from '@/features/players/api/keys';

export default function AdminDashboardPage() {
  const queryClient = useQueryClient();
  const refreshPlayers = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: playerKeys.all }),
      queryClient.invalidateQueries({ queryKey: adminDashboardKeys.all }),
    ]);
  const refreshMatches = () => queryClient.invalidateQueries({ queryKey: adminMatchKeys.all });

  return (
    <AdminPage title="Admin Dashboard" description="League operations at a glance.">
      <AdminDashboard recomputeIndexes={<RecomputeIndexesDialog onChanged={refreshPlayers} />} onScorecardsImported={refreshMatches} />
    </AdminPage>
  );
}
