import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { bootScript, bootTable, dataTable, patternSource, ROUTE_DATA, routeFiles } from '../../stack/route-preload.mjs';
import { routePatterns } from '@/lib/paths';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** Runs the boot script at an address; answers the modules it asked the browser to preload. */
function preloadedAt(pathname: string, script: string): string[] {
  const links: { rel: string; href: string }[] = [];
  const document = { createElement: () => ({ rel: '', href: '' }), head: { append: (link: { rel: string; href: string }) => links.push(link) } };
  new Function('location', 'document', script)({ pathname }, document);
  return links.filter((link) => link.rel === 'modulepreload').map((link) => link.href);
}

describe('route preload (the boot script of the build)', () => {
  it('knows every route of the router, with its pattern from paths.ts', () => {
    const routes = routeFiles(ROOT);
    // Every lazy route with a named path (the catch-all '*' has nothing to preload ahead).
    const lazyRoutes = readFileSync(`${ROOT}/src/app/router.tsx`, 'utf8').match(/path: routePatterns\.\w+,.*import\('\.\/routes\//g) ?? [];
    expect(lazyRoutes.length).toBeGreaterThan(30);
    expect(routes).toHaveLength(lazyRoutes.length);
    expect(routes).toContainEqual([routePatterns.match, 'match-detail']);
    expect(routes).toContainEqual([routePatterns.groupScore, 'group-score']);
    expect(routes).toContainEqual([routePatterns.invitation, 'invite']);
    expect(routes).toContainEqual([routePatterns.home, 'landing']);
  });

  it('matches an address to its route only', () => {
    const match = new RegExp(patternSource('/matches/:id'));
    expect(match.test('/matches/9f3b')).toBe(true);
    expect(match.test('/matches/9f3b/')).toBe(true);
    expect(match.test('/matches/9f3b/score')).toBe(false);
    expect(new RegExp(patternSource('/')).test('/')).toBe(true);
    expect(new RegExp(patternSource('/')).test('/players')).toBe(false);
  });

  it("preloads the route's own files: a fixed path wins over a parameter, an unknown address preloads nothing", () => {
    const script = bootScript(
      bootTable([
        { pattern: '/matches/:id', files: ['/assets/match-detail.js', '/assets/pages-match-detail.js'] },
        { pattern: '/matches/new', files: ['/assets/match-new.js'] },
        { pattern: '/players', files: [] },
      ]),
    );
    expect(preloadedAt('/matches/new', script)).toEqual(['/assets/match-new.js']);
    expect(preloadedAt('/matches/abc', script)).toEqual(['/assets/match-detail.js', '/assets/pages-match-detail.js']);
    expect(preloadedAt('/players', script)).toEqual([]);
    expect(preloadedAt('/nowhere', script)).toEqual([]);
  });
});

type Sent = { url: string; body: string; headers: Record<string, string> };

/** Runs the boot script at an address with a player's and an admin's session as given; answers the RPCs it sent. */
function requestsAt(address: string, script: string, session: { player?: string; admin?: boolean } = {}) {
  const url = new URL(address, 'https://league.example');
  const sent: Sent[] = [];
  const window: { __FAIRWAY_ANON_KEY__: string; __FAIRWAY_PREFETCH__?: { player: string | null; requests: Record<string, unknown> } } = { __FAIRWAY_ANON_KEY__: 'anon-key' };
  const fetch = (target: string, init: { body: string; headers: Record<string, string> }) => {
    sent.push({ url: target, body: init.body, headers: init.headers });
    return Promise.resolve(`answer ${sent.length}`);
  };
  const localStorage = { getItem: (key: string) => (key === 'fairway.player' && session.player ? JSON.stringify({ playerId: 'p1', token: session.player }) : null) };
  const sessionStorage = { getItem: (key: string) => (key === 'fairway.admin' && session.admin ? '{"isAdmin":true}' : null) };
  const document = { createElement: () => ({ rel: '', href: '' }), head: { append: () => undefined } };
  new Function('location', 'document', 'window', 'fetch', 'localStorage', 'sessionStorage', script)(url, document, window, fetch, localStorage, sessionStorage);
  return { sent, prefetch: window.__FAIRWAY_PREFETCH__ };
}

describe("route data (the boot script's first RPCs)", () => {
  const patterns = routeFiles(ROOT).map(([pattern]) => pattern);
  const script = bootScript(bootTable([]), dataTable(patterns), {});
  const names = (sent: Sent[]) => sent.map((request) => `${request.url.replace('https://league.example/rest/v1/rpc/', '')} ${request.body}`);

  it('names only routes of the router', () => {
    for (const route of ROUTE_DATA) expect(patterns).toContain(route.pattern);
  });

  it("asks for a match's page data with the address's id, and the league's settings", () => {
    const { sent, prefetch } = requestsAt('/matches/9f3b-11', script);
    expect(names(sent)).toEqual([
      'get_public_settings {}',
      'get_match_detail {"p_match_id":"9f3b-11"}',
      'get_match_entries {"p_match_id":"9f3b-11"}',
      'get_match_balances {"p_match_id":"9f3b-11"}',
      'get_match_results {"p_match_id":"9f3b-11"}',
      'get_tee_sheet {"p_match_id":"9f3b-11"}',
    ]);
    expect(sent[0]?.headers).toEqual({ apikey: 'anon-key', authorization: 'Bearer anon-key', 'content-type': 'application/json' });
    // Keyed by address and body, as src/lib/prefetched.ts looks them up.
    expect(Object.keys(prefetch?.requests ?? {})).toContain('https://league.example/rest/v1/rpc/get_match_detail {"p_match_id":"9f3b-11"}');
    expect(prefetch?.player).toBeNull();
  });

  it('a fixed path is not a parameter: /matches/new asks for no match', () => {
    expect(names(requestsAt('/matches/new', script).sent)).toEqual(['get_public_settings {}']);
  });

  it("sends the signed-in player's token, and leaves an admin's tab to the app", () => {
    const asPlayer = requestsAt('/invites/abc123', script, { player: 'player-token' });
    expect(names(asPlayer.sent)).toEqual(['get_public_settings {}', 'get_invitation {"p_token":"abc123"}']);
    expect(asPlayer.sent[1]?.headers['x-player-token']).toBe('player-token');
    expect(asPlayer.prefetch?.player).toBe('player-token');
    expect(requestsAt('/matches/9f3b-11', script, { admin: true }).sent).toEqual([]);
  });

  it('leaves a filtered or searched list to the app', () => {
    expect(names(requestsAt('/players', script).sent)).toHaveLength(3);
    expect(requestsAt('/players?q=ann', script).sent).toEqual([]);
    expect(names(requestsAt('/matches/9f3b-11?tab=entries', script).sent)).toHaveLength(6);
  });
});
