import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { routePatterns } from '@/lib/paths';
import { AppLayout, AppLayoutLoading } from './layout/app-layout';
import { RequireAdmin } from './layout/require-admin';
import { RouteError } from './routes/route-error';

/** Every route is its own lazy chunk: the landing page loads nothing it does not show. */
const page = (load: () => Promise<{ default: React.ComponentType }>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

/** What the TV shows while its chunk arrives: nothing, rather than the site's header. */
function BlankScreen() {
  return <div className="min-h-dvh bg-background" />;
}

export const router = createBrowserRouter([
  // The club-house TV: the board alone, without the site's header, footer and controls.
  { path: routePatterns.matchBoardTv, HydrateFallback: BlankScreen, errorElement: <RouteError />, ...page(() => import('./routes/match-board-tv')) },
  {
    element: <AppLayout />,
    HydrateFallback: AppLayoutLoading,
    errorElement: <RouteError />,
    children: [
      { path: routePatterns.home, ...page(() => import('./routes/landing')) },
      { path: routePatterns.invitation, ...page(() => import('./routes/invite')) },
      { path: routePatterns.signIn, ...page(() => import('./routes/sign-in')) },
      { path: routePatterns.signInLink, ...page(() => import('./routes/sign-in-link')) },
      { path: routePatterns.confirmEmail, ...page(() => import('./routes/confirm-email')) },
      { path: routePatterns.profile, ...page(() => import('./routes/profile-redirect')) },
      { path: routePatterns.myLeague, ...page(() => import('./routes/my-league')) },
      { path: routePatterns.signup, ...page(() => import('./routes/signup')) },
      { path: routePatterns.signupRequested, ...page(() => import('./routes/signup-requested')) },
      { path: routePatterns.players, ...page(() => import('./routes/players')) },
      { path: routePatterns.player, ...page(() => import('./routes/player-profile')) },
      { path: routePatterns.matches, ...page(() => import('./routes/matches')) },
      { path: routePatterns.leagueMatches, ...page(() => import('./routes/matches')) },
      { path: routePatterns.newMatch, ...page(() => import('./routes/match-new')) },
      { path: routePatterns.match, ...page(() => import('./routes/match-detail')) },
      { path: routePatterns.groupScore, ...page(() => import('./routes/group-score')) },
      { path: routePatterns.matchBoard, ...page(() => import('./routes/match-board')) },
      { path: routePatterns.standings, ...page(() => import('./routes/standings')) },
      { path: routePatterns.leagueStandings, ...page(() => import('./routes/league-standings')) },
      {
        element: <RequireAdmin />,
        children: [
          { path: routePatterns.admin, ...page(() => import('./routes/admin/dashboard')) },
          { path: routePatterns.adminPlayers, ...page(() => import('./routes/admin/players')) },
          { path: routePatterns.pendingPlayers, ...page(() => import('./routes/admin/pending-players')) },
          { path: routePatterns.adminMatches, ...page(() => import('./routes/admin/matches')) },
          { path: routePatterns.matchResults, ...page(() => import('./routes/admin/match-results')) },
          { path: routePatterns.courses, ...page(() => import('./routes/admin/courses')) },
          { path: routePatterns.course, ...page(() => import('./routes/admin/course-detail')) },
          { path: routePatterns.leagues, ...page(() => import('./routes/admin/leagues')) },
          { path: routePatterns.league, ...page(() => import('./routes/admin/league-detail')) },
          { path: routePatterns.leagueSettings, ...page(() => import('./routes/admin/league-settings')) },
          { path: routePatterns.settings, ...page(() => import('./routes/admin/settings')) },
          { path: routePatterns.email, ...page(() => import('./routes/admin/email')) },
          { path: routePatterns.outbox, ...page(() => import('./routes/admin/outbox')) },
          { path: routePatterns.audit, ...page(() => import('./routes/admin/audit')) },
          { path: routePatterns.ledger, ...page(() => import('./routes/admin/ledger')) },
        ],
      },
      { path: routePatterns.terms, ...page(() => import('./routes/static/terms')) },
      { path: routePatterns.privacy, ...page(() => import('./routes/static/privacy')) },
      { path: routePatterns.responsibleGaming, ...page(() => import('./routes/static/responsible-gaming')) },
      { path: routePatterns.security, ...page(() => import('./routes/static/security')) },
      { path: routePatterns.maintenance, ...page(() => import('./routes/static/maintenance')) },
      { path: '*', ...page(() => import('./routes/not-found')) },
    ],
  },
]);
