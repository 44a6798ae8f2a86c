import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { paths } from '@/lib/paths';

/** The router's fallback screen: the spec's 'Unexpected Application Error!' with the message. */
export function RouteError() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error)
    ? error.statusText || String(error.status)
    : error instanceof Error
      ? error.message
      : String(error);
  return (
    <div role="alert" className="mx-auto flex min-h-dvh max-w-xl flex-col justify-center gap-4 p-6">
      <h1 className="text-2xl font-semibold">Unexpected Application Error!</h1>
      <p className="rounded-md bg-muted p-4 font-mono text-sm">{message}</p>
      <div>
        <Button asChild variant="forest">
          <Link to={paths.home()} reloadDocument>
            Back to Home
          </Link>
        </Button>
      </div>
    </div>
  );
}
