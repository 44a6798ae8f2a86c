import { Link } from 'react-router-dom';
import { activeLeagues, useLeagues } from '@/api/leagues/get-leagues';
import { AdminPage } from '@/features/admin-dashboard/components/admin-page';
import { AdminSettingsView } from '@/features/settings/components/admin-settings-view';
import { paths } from '@/lib/paths';

export default function AdminSettingsPage() {
  // DESIGN rule 25: in a club of several leagues these are the club's settings and every league's defaults.
  const several = activeLeagues(useLeagues().data).length > 1;
  return (
    <AdminPage
      title="Settings"
      description={
        several ? (
          <>
            The club&apos;s settings. Scoring, money, payment and RSVP settings here are every league&apos;s defaults; a league sets its
            own in{' '}
            <Link to={paths.leagues()} className="font-medium text-foreground underline underline-offset-4">
              Leagues
            </Link>
            .
          </>
        ) : (
          'E-mail, schedules, security, money rules and branding for the league.'
        )
      }
    >
      <AdminSettingsView />
    </AdminPage>
  );
}
