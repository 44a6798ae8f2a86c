import { AdminNav } from '@/features/admin-dashboard/components/admin-nav';
import { LeaguesView } from '@/features/leagues/components/leagues-view';

/** /admin/leagues — the club's leagues (DESIGN rule 25), under the admin tabs. */
export default function AdminLeaguesPage() {
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 sm:py-8">
      <AdminNav />
      <LeaguesView />
    </div>
  );
}
