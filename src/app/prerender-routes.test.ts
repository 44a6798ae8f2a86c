import { describe, expect, it } from 'vitest';
import { parseRedirects, redirectsFile } from '../../stack/prerender.mjs';

// Which prerendered page answers which path: the rules the build writes to dist/_redirects, read the way
// the gateway (and Netlify / Cloudflare Pages) read them.
describe('prerendered pages', () => {
  const rules = parseRedirects(redirectsFile());
  const pageFor = (path: string) => rules.find((rule) => rule.test(path))?.file;

  it('sends each prerendered route its own page and every other path the app frame', () => {
    expect(pageFor('/matches')).toBe('pages/matches.html');
    expect(pageFor('/players')).toBe('pages/players.html');
    expect(pageFor('/matches/6f1c2b1e-0000-4000-8000-000000000001')).toBe('pages/match.html');
    expect(pageFor('/invites/abc123')).toBe('pages/invitation.html');
    for (const path of ['/matches/new', '/matches/x/board', '/matches/x/board/tv', '/players/x', '/standings', '/admin/matches/x/results']) {
      expect(pageFor(path), path).toBe('pages/app.html');
    }
  });
});
