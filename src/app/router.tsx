import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { AppLayout, AppLayoutLoading } from './layout/app-layout';
import { RequireAdmin } from './layout/require-admin';
import { RouteError } from './routes/route-error';

/** Every route is its own lazy chunk: the landing page loads nothing it does not show. */
const page = (load: () => Promise<{ default: React.ComponentType }>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

export const router = createBrowserRouter([
  {
    element: <AppLayout />,
    HydrateFallback: AppLayoutLoading,
    errorElement: <RouteError />,
    children: [
      { path: '/', ...page(() => import('./routes/landing')) },
      { path: '/invites/:token', ...page(() => import('./routes/invite')) },
      { path: '/signin/:token', ...page(() => import('./routes/sign-in-link')) },
      { path: '/confirm-email/:token', ...page(() => import('./routes/confirm-email')) },
      { path: '/profile', ...page(() => import('./routes/profile-redirect')) },
      { path: '/signup', ...page(() => import('./routes/signup')) },
      { path: '/players', ...page(() => import('./routes/players')) },
      { path: '/players/:id', ...page(() => import('./routes/player-profile')) },
      { path: '/matches', ...page(() => import('./routes/matches')) },
      { path: '/matches/new', ...page(() => import('./routes/match-new')) },
      { path: '/matches/:id', ...page(() => import('./routes/match-detail')) },
      {
        element: <RequireAdmin />,
        children: [
          { path: '/admin', ...page(() => import('./routes/admin/dashboard')) },
          { path: '/admin/players', ...page(() => import('./routes/admin/players')) },
          { path: '/admin/players/pending', ...page(() => import('./routes/admin/pending-players')) },
          { path: '/admin/matches', ...page(() => import('./routes/admin/matches')) },
          { path: '/admin/matches/:id/results', ...page(() => import('./routes/admin/match-results')) },
          { path: '/admin/courses', ...page(() => import('./routes/admin/courses')) },
          { path: '/admin/courses/:courseId', ...page(() => import('./routes/admin/course-detail')) },
          { path: '/admin/settings', ...page(() => import('./routes/admin/settings')) },
          { path: '/admin/email', ...page(() => import('./routes/admin/email')) },
          { path: '/admin/audit', ...page(() => import('./routes/admin/audit')) },
          { path: '/admin/ledger', ...page(() => import('./routes/admin/ledger')) },
        ],
      },
      { path: '/terms', ...page(() => import('./routes/static/terms')) },
      { path: '/privacy', ...page(() => import('./routes/static/privacy')) },
      { path: '/responsible-gaming', ...page(() => import('./routes/static/responsible-gaming')) },
      { path: '/security', ...page(() => import('./routes/static/security')) },
      { path: '/maintenance', ...page(() => import('./routes/static/maintenance')) },
      { path: '*', ...page(() => import('./routes/not-found')) },
    ],
  },
]);
