import type { createBrowserRouter } from 'react-router-dom';

type DataRouter = Pick<ReturnType<typeof createBrowserRouter>, 'state' | 'subscribe'>;

/** The pattern of the route the router shows ('/matches/:id'), or null. */
export const matchedRoute = (router: Pick<DataRouter, 'state'>): string | null => router.state.matches.at(-1)?.route.path ?? null;

/** Resolves once the router has loaded the matched route's lazy chunk (its state is initialized). */
export function routerReady(router: DataRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}
