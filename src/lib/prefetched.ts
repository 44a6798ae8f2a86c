// The first RPCs of a page, started by the boot script while the app's JavaScript loads
// (stack/route-preload.mjs, ROUTE_DATA). Each answer is taken once, by the same request (address and body)
// made with the same session, soon after the page opened; anything else goes to the network as usual.

type Prefetch = { at: number; player: string | null; requests: Record<string, Promise<Response>> };

/** A prefetched answer older than this is not used (the app asks again). */
const FRESH_MS = 15_000;

function prefetchOf(): Prefetch | undefined {
  return (window as { __FAIRWAY_PREFETCH__?: Prefetch }).__FAIRWAY_PREFETCH__;
}

export function takePrefetched(url: string, init: RequestInit, session: { player: string | null; admin: string | null }): Promise<Response> | null {
  const prefetch = prefetchOf();
  if (!prefetch || init.method !== 'POST' || typeof init.body !== 'string') return null;
  const key = `${url} ${init.body}`;
  const answer = prefetch.requests[key];
  if (!answer) return null;
  delete prefetch.requests[key];
  const sameSession = session.admin === null && session.player === prefetch.player;
  return sameSession && Date.now() - prefetch.at < FRESH_MS ? answer : null;
}
