import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { adminDashboardKeys } from '@/features/admin-dashboard/api/keys';
import { AdminPage } from '@/features/admin-dashboard/components/admin-page';
import { PendingRegistrations } from '@/features/players/components/pending-registrations';

export default function PendingPlayersPage() {
  const queryClient = useQueryClient();
  const refreshOthers = () => queryClient.invalidateQueries({ queryKey: adminDashboardKeys.all });

  return (
    <AdminPage
      title="Pending Registrations"
      description="New sign-ups waiting for approval."
      actions={
        <Button asChild variant="outline">
          <Link to="/players">
            <ArrowLeft aria-hidden /> Back to Players
          </Link>
        </Button>
      }
    >
      <PendingRegistrations onChanged={refreshOthers} />
    </AdminPage>
  );
}
