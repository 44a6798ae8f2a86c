import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { createQueryClient } from '@/lib/query-client';
import { onToastRequested } from '@/lib/toast';

/** The toaster is not among the first page's files: it loads this long after the app's first render. */
const TOASTER_AFTER_MS = 2000;
const loadToaster = () => import('@/components/ui/sonner');
const Toaster = lazy(() => loadToaster().then((module) => ({ default: module.Toaster })));

/**
 * Whether the toaster's code has loaded: a moment after the first page, or with the first toast, whichever comes
 * first (a toast raised before it mounts is shown when it does: sonner replays active toasts to a late
 * subscriber). Without a signal the load is tried again with the next toast and when the phone is back online.
 */
function useToasterLoaded(): boolean {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    if (loaded) return;
    let active = true;
    const load = () => {
      loadToaster()
        .then(() => active && setLoaded(true))
        .catch(() => undefined);
    };
    const timer = window.setTimeout(load, TOASTER_AFTER_MS);
    const stop = onToastRequested(load);
    window.addEventListener('online', load);
    return () => {
      active = false;
      window.clearTimeout(timer);
      stop();
      window.removeEventListener('online', load);
    };
  }, [loaded]);
  return loaded;
}

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  const toasterLoaded = useToasterLoaded();
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      {toasterLoaded && (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      )}
    </QueryClientProvider>
  );
}
