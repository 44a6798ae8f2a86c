import { describe, expect, it } from 'vitest';
import { stackEnv } from './support/clients';

describe('the local stack', () => {
  it('serves PostgREST under /rest/v1 with the anon key and refuses a request without one', async () => {
    const { apiUrl, anonKey } = stackEnv();
    const withKey = await fetch(`${apiUrl}/rest/v1/`, { headers: { apikey: anonKey } });
    expect(withKey.status).toBe(200);
    const withoutKey = await fetch(`${apiUrl}/rest/v1/`);
    expect(withoutKey.status).toBe(401);
  });

  it('serves edge functions under /functions/v1', async () => {
    const { apiUrl, anonKey } = stackEnv();
    const response = await fetch(`${apiUrl}/functions/v1/health`, { headers: { apikey: anonKey, authorization: `Bearer ${anonKey}` } });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ ok: true });
  });

  it('serves the app with its anon key injected, and falls back to index.html for client routes', async () => {
    const { apiUrl, anonKey } = stackEnv();
    const response = await fetch(`${apiUrl}/players/some-id`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(anonKey);
  });

  it('answers the mail inbox API', async () => {
    const response = await fetch(`${stackEnv().inboxUrl}/api/email`);
    expect(response.status).toBe(200);
    expect(Array.isArray(await response.json())).toBe(true);
  });
});
