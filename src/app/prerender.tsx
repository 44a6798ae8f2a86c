// The build's prerenderer (stack/prerender.mjs) renders pages with this entry, in Node: each page's
// first frame (header, the page in its loading state, footer) goes into its HTML file, so a phone paints
// it before any JavaScript has arrived. The browser then renders the same frame itself (src/main.tsx).
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProvider } from './provider';
import { matchedRoute, routerReady } from './route-ready';
import { router as browserRouter } from './router';

/**
 * The markup of `path`'s first frame, as the browser's first render draws it (a visitor, no data yet), and
 * the pattern of the route it shows (the browser hydrates the markup when it renders that route).
 */
export async function renderFirstFrame(path: string): Promise<{ markup: string; route: string | null }> {
  const router = createMemoryRouter(browserRouter.routes, { initialEntries: [path] });
  await routerReady(router);
  const route = matchedRoute(router);
  return { markup: render(router), route };
}

/** The frame of a page whose code has not arrived yet (the router's HydrateFallback): header, spinner, footer. */
export function renderShell(): { markup: string; route: null } {
  return { markup: render(createMemoryRouter(browserRouter.routes, { initialEntries: ['/matches/new'] })), route: null };
}

function render(router: ReturnType<typeof createMemoryRouter>): string {
  const html = renderToString(
    <StrictMode>
      <AppProvider>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>,
  );
  router.dispose();
  return html;
}
