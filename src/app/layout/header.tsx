import { LogIn, Menu, Shield } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { useAdminLogout } from '@/features/admin-auth/api/admin-logout';
import { usePublicSettings } from '@/api/settings/get-public-settings';
import { useCurrentPlayerId, useIsAdmin } from '@/lib/session';
import { cn } from '@/lib/utils';
import { paths } from '@/lib/paths';
import { BrandMark } from './brand-mark';

const MobileMenu = lazy(() => import('./mobile-menu').then((m) => ({ default: m.MobileMenu })));

const NAV = [
  { to: paths.home(), label: 'Home', end: true },
  { to: paths.players(), label: 'Players & Handicaps', end: false },
  { to: paths.matches(), label: 'Matches', end: false },
  { to: paths.standings(), label: 'Standings', end: false },
];

type Props = { onAdminClick: () => void };

export function Header({ onAdminClick }: Props) {
  const playerId = useCurrentPlayerId();
  const isAdmin = useIsAdmin();
  const logout = useAdminLogout();
  const settings = usePublicSettings();
  const [menuOpen, setMenuOpen] = useState(false);
  const clubName = settings.data?.branding.clubName ?? 'Fairway League';

  const links = (onNavigate?: () => void) =>
    NAV.map((item) => (
      <NavLink
        key={item.to}
        to={item.to}
        end={item.end}
        onClick={onNavigate}
        className={({ isActive }) =>
          cn(
            'rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-accent hover:text-accent-foreground',
            isActive ? 'text-primary' : 'text-muted-foreground',
          )
        }
      >
        {item.label}
      </NavLink>
    ));

  const actions = (onNavigate?: () => void) => (
    <>
      {playerId ? (
        <>
          <Button asChild variant="outline" size="sm" onClick={onNavigate}>
            <Link to={paths.myLeague()}>My league</Link>
          </Button>
          <Button asChild variant="ghost" size="sm" onClick={onNavigate}>
            <Link to={paths.profile()}>My Profile</Link>
          </Button>
        </>
      ) : isAdmin ? null : (
        // An admin without a player session is not offered "Sign in" / "Sign Up": they are signed in, as admin.
        <>
          <Button asChild variant="ghost" size="sm" onClick={onNavigate}>
            <Link to={paths.signIn()}>
              <LogIn aria-hidden /> Sign in
            </Link>
          </Button>
          <Button asChild variant="gold" size="sm" onClick={onNavigate}>
            <Link to={paths.signup()}>Sign Up</Link>
          </Button>
        </>
      )}
      {isAdmin ? (
        <>
          <Button asChild variant="forest" size="sm" onClick={onNavigate}>
            <Link to={paths.admin()}>
              <Shield aria-hidden /> Admin
            </Link>
          </Button>
          <Button variant="ghost" size="sm" onClick={() => { onNavigate?.(); logout.mutate(); }} disabled={logout.isPending}>
            Logout
          </Button>
        </>
      ) : (
        <Button variant="ghost" size="sm" onClick={() => { onNavigate?.(); onAdminClick(); }}>
          <Shield aria-hidden /> Admin
        </Button>
      )}
    </>
  );

  return (
    <header className="sticky top-0 z-40 border-b bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6">
        <Link to={paths.home()} className="flex items-center gap-2 font-semibold tracking-tight" aria-label={`${clubName} home`}>
          <BrandMark logoUrl={settings.data?.branding.logoUrl ?? null} />
          <span className="text-lg">{clubName}</span>
        </Link>
        <nav aria-label="Main" className="ml-4 hidden items-center gap-1 lg:flex">
          {links()}
        </nav>
        <div className="ml-auto hidden items-center gap-2 lg:flex">{actions()}</div>
        {/* On a phone a visitor's Sign in stays in the bar, outside the menu. */}
        {!playerId && !isAdmin && (
          <Button asChild variant="ghost" size="sm" className="ml-auto lg:hidden">
            <Link to={paths.signIn()}>Sign in</Link>
          </Button>
        )}
        <Button variant="ghost" size="icon" className={cn('lg:hidden', (playerId || isAdmin) && 'ml-auto')} aria-label="Open menu" aria-expanded={menuOpen} onClick={() => setMenuOpen(true)}>
          <Menu aria-hidden />
        </Button>
        {menuOpen && (
          <Suspense fallback={null}>
            <MobileMenu title={clubName} open={menuOpen} onOpenChange={setMenuOpen}>
              <nav aria-label="Mobile" className="grid gap-1 px-4">
                {links(() => setMenuOpen(false))}
              </nav>
              <div className="grid gap-2 px-4 pt-2">{actions(() => setMenuOpen(false))}</div>
            </MobileMenu>
          </Suspense>
        )}
      </div>
    </header>
  );
}
