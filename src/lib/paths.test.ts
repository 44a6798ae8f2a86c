import { matchPath } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { paths, routePatterns } from './paths';

/** Which pattern the router would pick for a URL: the most specific one, as react-router ranks them. */
function routeOf(url: string) {
  const pathname = url.split('?')[0] ?? url;
  const matches = Object.entries(routePatterns).filter(([, pattern]) => matchPath(pattern, pathname));
  // Static segments outrank dynamic ones: /matches/new is the new-match page, not match "new".
  matches.sort(([, a], [, b]) => b.split('/').filter((s) => !s.startsWith(':')).length - a.split('/').filter((s) => !s.startsWith(':')).length);
  const [name, pattern] = matches[0] ?? [];
  return name && pattern ? { name, params: matchPath(pattern, pathname)?.params } : null;
}

describe('paths', () => {
  it('builds, for every route, a URL its own pattern matches', () => {
    for (const [name, build] of Object.entries(paths)) {
      const url = (build as (arg: string) => string)('abc-123');
      expect(routeOf(url)?.name, `${name}: ${url}`).toBe(name);
    }
  });

  it('puts the id where the pattern expects it, escaped', () => {
    expect(paths.match('m-1')).toBe('/matches/m-1');
    expect(paths.course('c 1/2')).toBe('/admin/courses/c%201%2F2');
    expect(routeOf(paths.matchResults('m-1'))).toEqual({ name: 'matchResults', params: { id: 'm-1' } });
  });

  it('opens a tab of the match page', () => {
    expect(paths.match('m-1', 'entries')).toBe('/matches/m-1?tab=entries');
  });

  it('opens the standings on a season', () => {
    expect(paths.standings()).toBe('/standings');
    expect(paths.standings(2025)).toBe('/standings?season=2025');
  });
});
