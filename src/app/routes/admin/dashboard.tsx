import { useQueryClient } from '@tanstack/react-query';
import { adminDashboardKeys } from '@/features/admin-dashboard/api/keys';
import { AdminDashboard } from '@/features/admin-dashboard/components/admin-dashboard';
import { AdminPage } from '@/features/admin-dashboard/components/admin-page';
import { useHandicapAlerts } from '@/features/handicap/api/handicap-alerts';
import { HandicapAlertsAttention } from '@/features/handicap/components/handicap-alerts';
import { RecomputeIndexesDialog } from '@/features/players/components/recompute-indexes-dialog';
import { TeamSettlementReportCard } from '@/features/scoring/components/team-settlement-report';

export default function AdminDashboardPage() {
  const queryClient = useQueryClient();
  // Publishing and importing refresh players and matches themselves; the dashboard's figures are this page's.
  const refreshDashboard = () => queryClient.invalidateQueries({ queryKey: adminDashboardKeys.all });
  const handicapAlerts = useHandicapAlerts({ enabled: true }).data ?? [];

  return (
    <AdminPage title="Admin Dashboard" description="League operations at a glance.">
      <AdminDashboard
        recomputeIndexes={<RecomputeIndexesDialog onChanged={refreshDashboard} />}
        handicapAlerts={handicapAlerts.length > 0 ? <HandicapAlertsAttention alerts={handicapAlerts} /> : null}
        onScorecardsImported={refreshDashboard}
      />
      <TeamSettlementReportCard />
    </AdminPage>
  );
}
