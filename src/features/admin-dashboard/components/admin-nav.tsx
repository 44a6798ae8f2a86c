import { BookOpenCheck, CalendarDays, Flag, Inbox, LayoutDashboard, Mail, ScrollText, Settings, Trophy, Users } from 'lucide-react';
import { NavLink } from 'react-router-dom';
import { cn } from '@/lib/utils';
import { paths } from '@/lib/paths';

const ITEMS = [
  { to: paths.admin(), label: 'Dashboard', icon: LayoutDashboard, end: true },
  { to: paths.adminPlayers(), label: 'Players', icon: Users, end: false },
  { to: paths.adminMatches(), label: 'Matches', icon: CalendarDays, end: false },
  { to: paths.courses(), label: 'Courses', icon: Flag, end: false },
  { to: paths.leagues(), label: 'Leagues', icon: Trophy, end: false },
  { to: paths.ledger(), label: 'Ledger', icon: BookOpenCheck, end: false },
  { to: paths.email(), label: 'E-mail', icon: Mail, end: false },
  { to: paths.outbox(), label: 'Outbox', icon: Inbox, end: false },
  { to: paths.audit(), label: 'Audit', icon: ScrollText, end: false },
  { to: paths.settings(), label: 'Settings', icon: Settings, end: false },
] as const;

/** The admin sub-navigation every /admin page shows at the top; scrolls sideways on phones. */
export function AdminNav() {
  return (
    <nav aria-label="Admin" className="-mx-4 mb-6 overflow-x-auto border-b px-4 sm:mx-0 sm:px-0">
      <ul className="flex min-w-max gap-1">
        {ITEMS.map(({ to, label, icon: Icon, end }) => (
          <li key={to}>
            <NavLink
              to={to}
              end={end}
              className={({ isActive }) =>
                cn(
                  '-mb-px flex h-11 items-center gap-2 border-b-2 px-3 text-sm font-medium transition-colors hover:text-foreground',
                  isActive ? 'border-gold text-foreground' : 'border-transparent text-muted-foreground',
                )
              }
            >
              <Icon aria-hidden className="size-4" />
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
