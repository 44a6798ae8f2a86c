import { useQueryClient } from '@tanstack/react-query';
import { Clock } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { adminDashboardKeys } from '@/features/admin-dashboard/api/keys';
import { AdminPage } from '@/features/admin-dashboard/components/admin-page';
import { AdminPlayersList } from '@/features/players/components/admin-players-list';
import { RecomputeIndexesDialog } from '@/features/players/components/recompute-indexes-dialog';

export default function AdminPlayersPage() {
  const queryClient = useQueryClient();
  // Approvals and published indexes refresh every player query themselves; the dashboard counts them too.
  const refreshOthers = () => queryClient.invalidateQueries({ queryKey: adminDashboardKeys.all });

  return (
    <AdminPage
      title="Players"
      description="Every registered player with contact details, status and published league index."
      actions={
        <Button asChild variant="goldOutline">
          <Link to="/admin/players/pending">
            <Clock aria-hidden /> Pending Registrations
          </Link>
        </Button>
      }
    >
      <AdminPlayersList onChanged={refreshOthers} actions={<RecomputeIndexesDialog onChanged={refreshOthers} />} />
    </AdminPage>
  );
}
