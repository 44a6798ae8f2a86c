import { Plus } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { AdminPage } from '@/features/admin-dashboard/components/admin-page';
import { AdminMatchesList } from '@/features/matches/components/admin-matches-list';

export default function AdminMatchesPage() {
  return (
    <AdminPage
      title="Matches"
      description="Every match with its entries, payments and status."
      actions={
        <Button asChild variant="gold">
          <Link to="/matches/new">
            <Plus aria-hidden /> Create Match
          </Link>
        </Button>
      }
    >
      <AdminMatchesList />
    </AdminPage>
  );
}
