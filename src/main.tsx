import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
// The first render as a transition: React renders it in slices of a few milliseconds, yielding between them,
// instead of one long task that blocks a phone's main thread while the page loads (Total Blocking Time).
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
