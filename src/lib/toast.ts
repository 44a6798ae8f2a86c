// The app's toasts. sonner (8 KB) is not in the entry: it loads with the lazy Toaster (src/app/provider.tsx) or
// with the first toast, whichever comes first; toasts keep their order.
type Sonner = typeof import('sonner');
type Message = Parameters<Sonner['toast']>[0];
type Options = Parameters<Sonner['toast']>[1];

let sonner: Promise<Sonner> | null = null;
// A load that failed (no signal) is tried again with the next toast.
const load = () =>
  (sonner ??= import('sonner').catch((error: unknown) => {
    sonner = null;
    throw error;
  }));

const show =
  (kind?: 'success' | 'error' | 'info' | 'warning') =>
  (message: Message, options?: Options): void => {
    load()
      .then(({ toast }) => (kind ? toast[kind] : toast)(message, options))
      .catch((error: unknown) => console.warn('A toast could not be shown: its code did not load', error));
  };

export const toast = Object.assign(show(), {
  success: show('success'),
  error: show('error'),
  info: show('info'),
  warning: show('warning'),
  dismiss: (id?: string | number): void => {
    load()
      .then(({ toast }) => toast.dismiss(id))
      .catch(() => undefined);
  },
});
