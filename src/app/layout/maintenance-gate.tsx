import { Wrench } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { usePublicSettings } from '@/api/settings/get-public-settings';
import { isMaintenanceOn } from '@/api/settings/site-settings';
import { useIsAdmin } from '@/lib/session';
import { paths } from '@/lib/paths';

/** Pages a visitor may still open during maintenance: the notice itself and the legal pages. */
const OPEN_DURING_MAINTENANCE = new Set<string>([
  paths.maintenance(),
  paths.terms(),
  paths.privacy(),
  paths.responsibleGaming(),
  paths.security(),
]);

/**
 * While the maintenance switch is on, visitors and players are sent to /maintenance (the server refuses
 * their writes too); admins keep working under a banner that says so. The header stays, so an admin
 * can still sign in from the maintenance page.
 */
export function MaintenanceGate({ children }: { children: ReactNode }) {
  const settings = usePublicSettings();
  const isAdmin = useIsAdmin();
  const { pathname } = useLocation();
  if (!isMaintenanceOn(settings.data)) return children;
  if (isAdmin) {
    return (
      <>
        <div role="status" className="border-b border-gold/40 bg-gold/15 px-4 py-2 text-center text-sm text-gold-ink">
          <Wrench aria-hidden className="mr-1.5 inline size-4 align-[-3px]" />
          Maintenance mode is on: visitors and players see the maintenance page.{' '}
          <Link to={paths.settings()} className="font-medium underline underline-offset-2">
            Settings
          </Link>
        </div>
        {children}
      </>
    );
  }
  if (OPEN_DURING_MAINTENANCE.has(pathname)) return children;
  return <Navigate to={paths.maintenance()} replace />;
}
