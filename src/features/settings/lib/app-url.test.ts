import { describe, expect, it } from 'vitest';
import { appUrlProblem, isLocalHost } from './app-url';

describe('appUrlProblem (the database rule, private.app_url_problem)', () => {
  it('takes https addresses, with a path, and http for localhost', () => {
    for (const ok of ['https://league.example.com', 'https://league.example.com/golf/', 'http://localhost:54321', 'http://127.0.0.1:8080']) {
      expect(appUrlProblem(ok), ok).toBeNull();
    }
  });

  it('refuses the rest with the database message', () => {
    expect(appUrlProblem('league.example.com')).toBe('App URL must start with http:// or https://');
    expect(appUrlProblem('http://league.example.com')).toBe('App URL must use https:// (http:// is only for localhost)');
    expect(appUrlProblem('https://league.example.com/?ref=1')).toBe('App URL must be the address of the app only, without ?, # or a user name');
    expect(appUrlProblem('https://:443/')).toBe('App URL must name a host, e.g. https://league.example.com');
  });

  it('knows a local stack', () => {
    expect(isLocalHost('localhost')).toBe(true);
    expect(isLocalHost('league.example.com')).toBe(false);
  });
});
