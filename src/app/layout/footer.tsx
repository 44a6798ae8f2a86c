import { Link } from 'react-router-dom';
import { usePublicSettings } from '@/api/settings/get-public-settings';
import { copyrightYear } from '@/api/settings/site-settings';
import { paths } from '@/lib/paths';

const LINKS = [
  { to: paths.terms(), label: 'Terms' },
  { to: paths.privacy(), label: 'Privacy' },
  { to: paths.responsibleGaming(), label: 'Responsible Gaming' },
  { to: paths.security(), label: 'Security' },
];

export function Footer() {
  const settings = usePublicSettings();
  const clubName = settings.data?.branding.clubName ?? 'Fairway League';
  const tagline = settings.data?.branding.tagline;
  return (
    <footer className="border-t bg-muted/40">
      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-8 text-sm text-muted-foreground sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <div className="grid gap-1">
          <p>
            © {copyrightYear(settings.data)} {clubName}. Members only. Play responsibly.
          </p>
          {tagline ? <p className="italic">{tagline}</p> : null}
        </div>
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
