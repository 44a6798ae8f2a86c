import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { bootScript, bootTable, patternSource, routeFiles } from '../../stack/route-preload.mjs';
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
