import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { createQueryClient } from '@/lib/query-client';
import { onToastRequested } from '@/lib/toast';

// The toaster is not part of the first page: it mounts a moment after it, or with the first toast (a toast
// raised before it mounts is shown when it does: sonner replays active toasts to a late subscriber).
const Toaster = lazy(() => import('@/components/ui/sonner').then((module) => ({ default: module.Toaster })));
const TOASTER_AFTER_MS = 2500;

function useToasterMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    if (mounted) return;
    const timer = window.setTimeout(() => setMounted(true), TOASTER_AFTER_MS);
    const stop = onToastRequested(() => setMounted(true));
    return () => {
      window.clearTimeout(timer);
      stop();
    };
  }, [mounted]);
  return mounted;
}

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  const toaster = useToasterMounted();
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      {toaster && (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      )}
    </QueryClientProvider>
  );
}
