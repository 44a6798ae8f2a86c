import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { routerReady } from './app/route-ready';
import { router } from './app/router';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
// The page's HTML already shows its first frame (prerendered at build time): render once the route's code
// is here, so the first render draws that same frame instead of a spinner in its place. (Not a top-level
// await: route chunks import from the entry, which must have finished evaluating.)
void routerReady(router).then(() =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
