import { MutationCache, QueryClient } from '@tanstack/react-query';
import { toast } from './toast';

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: {
      /** Toast text on failure; the server's message is appended as ': {message}' unless plainError. */
      errorMessage?: string;
      /** Show errorMessage alone (the spec's simple messages). */
      plainError?: boolean;
      /** The mutation shows its own error (form fields, dialogs): no central toast. */
      silentError?: boolean;
    };
  }
}

/** The one central error toast for mutations (CONVENTIONS: mutations report failures in one place). */
function toastMutationError(error: Error, meta: { errorMessage?: string; plainError?: boolean; silentError?: boolean } | undefined) {
  if (meta?.silentError) return;
  const message = !meta?.errorMessage ? error.message : meta.plainError ? meta.errorMessage : `${meta.errorMessage}: ${error.message}`;
  toast.error(message);
}

export function createQueryClient() {
  return new QueryClient({
    mutationCache: new MutationCache({ onError: (error, _vars, _ctx, mutation) => toastMutationError(error, mutation.meta) }),
    defaultOptions: {
      queries: {
        retry: 3,
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
        gcTime: 5 * 60 * 1000,
        staleTime: 15_000,
        refetchOnWindowFocus: true,
      },
    },
  });
}
