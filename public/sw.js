/* global self, caches */
/*
 * Fairway League service worker (issue 9: score entry on a course with a weak signal).
 * - App shell: index.html, network-first for page navigations (fresh app when online, cached shell
 *   when offline), so a reload without signal still opens the app.
 * - /assets/* are content-hashed: cache-first, fetched once.
 * - Never cached: the API (/rest, /functions, /storage) — data must always be live; scores saved
 *   offline are queued by the app itself (localStorage), not here.
 */
const VERSION = 'fairway-v1';
const SHELL_CACHE = `${VERSION}-shell`;
const ASSET_CACHE = `${VERSION}-assets`;
const SHELL_URL = '/index.html';
const API_PATH = /^\/(rest|functions|storage)\//;
const ASSET_URL = /\/assets\/[^"'\s)>]+/g;

function assetsIn(html) {
  return [...new Set(html.match(ASSET_URL) ?? [])];
}

/** Keeps the new shell and drops hashed assets the new shell no longer loads (older deploys). */
async function storeShell(response) {
  const shell = await caches.open(SHELL_CACHE);
  const previous = await shell.match(SHELL_URL);
  const html = await response.clone().text();
  await shell.put(SHELL_URL, response);
  if (!previous) return html;
  const before = assetsIn(await previous.text());
  const now = assetsIn(html);
  if (before.join() !== now.join()) {
    const assets = await caches.open(ASSET_CACHE);
    const keep = new Set(now);
    for (const request of await assets.keys()) {
      if (!keep.has(new URL(request.url).pathname)) await assets.delete(request);
    }
  }
  return html;
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const response = await fetch(SHELL_URL, { cache: 'no-cache' });
      if (response.ok) {
        const html = await storeShell(response);
        const assets = await caches.open(ASSET_CACHE);
        await Promise.all(assetsIn(html).map((url) => assets.add(url).catch(() => undefined)));
      }
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const key of await caches.keys()) {
        if (!key.startsWith(`${VERSION}-`)) await caches.delete(key);
      }
      await self.clients.claim();
    })(),
  );
});

async function networkFirstPage(request) {
  try {
    const response = await fetch(request);
    const type = response.headers.get('content-type') ?? '';
    if (response.ok && type.includes('text/html')) await storeShell(response.clone());
    return response;
  } catch (error) {
    const cached = await caches.match(SHELL_URL);
    if (cached) return cached;
    throw error;
  }
}

async function cacheFirstAsset(request) {
  const cached = await caches.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) {
    const assets = await caches.open(ASSET_CACHE);
    await assets.put(request, response.clone());
  }
  return response;
}

async function networkWithFallback(request) {
  try {
    const response = await fetch(request);
    if (response.ok) {
      const shell = await caches.open(SHELL_CACHE);
      await shell.put(request, response.clone());
    }
    return response;
  } catch (error) {
    const cached = await caches.match(request);
    if (cached) return cached;
    throw error;
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || API_PATH.test(url.pathname)) return;
  if (request.mode === 'navigate') {
    event.respondWith(networkFirstPage(request));
  } else if (url.pathname.startsWith('/assets/')) {
    event.respondWith(cacheFirstAsset(request));
  } else if (url.pathname === '/favicon.svg' || url.pathname === '/manifest.webmanifest') {
    event.respondWith(networkWithFallback(request));
  }
});
