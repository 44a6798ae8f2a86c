import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { matchedRoute, routerReady } from './app/route-ready';
import { router } from './app/router';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

// The page's HTML already shows its first frame, prerendered at build time for a route (data-route;
// stack/prerender.mjs). Render once the route's code is here, so the first render draws that same frame
// instead of a spinner in its place: hydrated (the DOM is kept) when the frame was made for this route,
// else drawn afresh. A signed-in player's header differs from the visitor's frame: React redraws it.
// (Not a top-level await: route chunks import from the entry, which must have finished evaluating.)
void routerReady(router).then(() => {
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  const route = matchedRoute(router);
  if (route && root.dataset.route === route) hydrateRoot(root, app, { onRecoverableError: () => {} });
  else createRoot(root).render(app);
});
