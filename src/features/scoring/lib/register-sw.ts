/**
 * Registers public/sw.js (app-shell cache so a player can keep entering scores on a course with a
 * weak signal). Production builds only: the dev server's modules must never be cached.
 */
let requested = false;

export function registerServiceWorker(): void {
  if (requested || !import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  requested = true;
  navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((error: unknown) => {
    console.warn('Service worker registration failed; the app still works online.', error);
  });
}
