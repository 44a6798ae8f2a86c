import { LeaguesView } from '@/features/leagues/components/leagues-view';

/** /admin/leagues — the club's leagues (DESIGN rule 25). */
export default function AdminLeaguesPage() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <LeaguesView />
    </div>
  );
}
