import { Link, useLocation } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { paths } from '@/lib/paths';

export default function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      <p className="text-sm font-semibold uppercase tracking-widest text-gold">404</p>
      <h1 className="text-3xl font-semibold">Page Not Found</h1>
      <p className="text-muted-foreground">
        There is no page at <code className="rounded bg-muted px-1.5 py-0.5 font-mono text-sm text-foreground">{pathname}</code>.
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button asChild variant="forest">
          <Link to={paths.home()}>Go Home</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={paths.matches()}>View Matches</Link>
        </Button>
      </div>
    </section>
  );
}
