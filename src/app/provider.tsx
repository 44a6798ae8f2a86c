import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { createQueryClient } from '@/lib/query-client';

// The toaster (sonner) is mounted once the first page is up: it is not part of any first paint, and
// toasts raised before it mounts are shown when it does (sonner replays them to a late subscriber).
const Toaster = lazy(() => import('@/components/ui/sonner').then((module) => ({ default: module.Toaster })));

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  const [toasterWanted, setToasterWanted] = useState(false);
  useEffect(() => {
    const handle = window.requestIdleCallback(() => setToasterWanted(true), { timeout: 3000 });
    return () => window.cancelIdleCallback(handle);
  }, []);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      {toasterWanted && (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      )}
    </QueryClientProvider>
  );
}
