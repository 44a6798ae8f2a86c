import { Link } from 'react-router-dom';
import { paths } from '@/lib/paths';

const LINKS = [
  { to: paths.terms(), label: 'Terms' },
  { to: paths.privacy(), label: 'Privacy' },
  { to: paths.responsibleGaming(), label: 'Responsible Gaming' },
  { to: paths.security(), label: 'Security' },
];

export function Footer() {
  return (
    <footer className="border-t bg-muted/40">
      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-8 text-sm text-muted-foreground sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <p>© 2024 Fairway League. Members only. Play responsibly.</p>
        <nav aria-label="Footer" className="flex flex-wrap gap-x-5 gap-y-2">
          {LINKS.map((link) => (
            <Link key={link.to} to={link.to} className="hover:text-foreground hover:underline">
              {link.label}
            </Link>
          ))}
        </nav>
      </div>
    </footer>
  );
}
