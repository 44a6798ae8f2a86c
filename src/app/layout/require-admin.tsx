import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useIsAdmin } from '@/lib/session';
import { paths } from '@/lib/paths';

/** Client-side gate for /admin pages; the server refuses admin RPCs without a valid session anyway. */
export function RequireAdmin() {
  const isAdmin = useIsAdmin();
  const location = useLocation();
  if (!isAdmin) return <Navigate to={paths.home()} replace state={{ adminPrompt: true, from: location.pathname }} />;
  return <Outlet />;
}
