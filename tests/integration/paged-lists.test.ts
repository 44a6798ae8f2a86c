// Paged player lists through the real API: PostgREST answers at most 1,000 rows a request, so the roster, the admin
// roster and the e-mail centre's audience are paged / aggregated on the server (20261127000700_screens_and_reporting.sql).
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminToken, client } from './support/clients';
import { resetRateLimits } from './support/db';

const anon = client();
const RUN = `pg${randomBytes(3).toString('hex')}`;
const COUNT = 60;

type Row = { id: string; name: string; total_count: number } & Record<string, unknown>;

async function rpc<T>(caller: ReturnType<typeof client>, name: string, args: Record<string, unknown> = {}): Promise<T> {
  const { data, error } = await caller.rpc(name, args);
  if (error) throw new Error(`${name}: ${error.message}`);
  return data as T;
}

const ids: string[] = [];

beforeAll(async () => {
  for (let n = 1; n <= COUNT; n += 1) {
    if (n % 30 === 1) await resetRateLimits();
    const answer = await rpc<{ player_id: string }>(anon, 'register_player', {
      p_name: `Pagelist ${RUN} ${String(n).padStart(2, '0')}`,
      p_nickname: null,
      p_email: `${RUN}.${n}@paging.example`,
      p_ghin: `7${String(Date.now()).slice(-5)}${String(n).padStart(3, '0')}`,
      p_consent: true,
    });
    ids.push(answer.player_id);
  }
}, 120_000);

describe('get_players_public pages the roster on the server', () => {
  it('pages 60 PENDING players as 50 + 10 with total_count and no duplicates', async () => {
    const first = await rpc<Row[]>(anon, 'get_players_public', { status_filter: 'PENDING', p_search: RUN, p_limit: 50, p_offset: 0 });
    const second = await rpc<Row[]>(anon, 'get_players_public', { status_filter: 'PENDING', p_search: RUN, p_limit: 50, p_offset: 50 });
    expect(first).toHaveLength(50);
    expect(second).toHaveLength(10);
    expect(new Set([...first, ...second].map((row) => Number(row.total_count)))).toEqual(new Set([COUNT]));
    const seen = [...first, ...second].map((row) => row.id);
    expect(new Set(seen).size).toBe(COUNT);
    expect(new Set(seen)).toEqual(new Set(ids));
    expect([...first, ...second].map((row) => row.name)).toEqual(
      Array.from({ length: COUNT }, (_, i) => `Pagelist ${RUN} ${String(i + 1).padStart(2, '0')}`),
    );
  });

  it('pages the whole PENDING list without a search: total_count = count_players, pages disjoint', async () => {
    const pending = Number(await rpc<number>(anon, 'count_players', { status_filter: 'PENDING' }));
    expect(pending).toBeGreaterThanOrEqual(COUNT);
    const first = await rpc<Row[]>(anon, 'get_players_public', { status_filter: 'PENDING', p_search: null, p_limit: 50, p_offset: 0 });
    const second = await rpc<Row[]>(anon, 'get_players_public', { status_filter: 'PENDING', p_search: null, p_limit: 50, p_offset: 50 });
    expect(first).toHaveLength(50);
    expect(second.length).toBe(Math.min(50, pending - 50));
    expect(Number(first[0]?.total_count)).toBe(pending);
    const firstIds = new Set(first.map((row) => row.id));
    expect(second.some((row) => firstIds.has(row.id))).toBe(false);
  });

  it('still answers a call with only status_filter, and never sends e-mail or GHIN', async () => {
    const rows = await rpc<Row[]>(anon, 'get_players_public', { status_filter: 'PENDING' });
    expect(rows.filter((row) => String(row.name).includes(RUN))).toHaveLength(COUNT);
    expect(rows.some((row) => 'ghin' in row || 'email' in row || 'consent_at' in row)).toBe(false);
  });
});

describe('admin lists', () => {
  it('refuses the admin roster and the recipients to anon', async () => {
    expect((await anon.rpc('get_players_admin', { status_filter: 'ALL', p_search: RUN, p_limit: 10, p_offset: 0 })).error?.message).toBe('Admin access required');
    expect((await anon.rpc('get_email_recipients')).error?.message).toBe('Admin access required');
  });

  it('searches the admin roster by e-mail and pages it; recipients hold every ACTIVE player', async () => {
    const admin = client({ adminToken: await adminToken() });
    const page = await rpc<Row[]>(admin, 'get_players_admin', { status_filter: 'PENDING', p_search: `${RUN}.`, p_limit: 25, p_offset: 50 });
    expect(page).toHaveLength(10);
    expect(Number(page[0]?.total_count)).toBe(COUNT);
    const active = Number(await rpc<number>(anon, 'count_players', { status_filter: 'ACTIVE' }));
    const recipients = await rpc<{ total: number; rows: { id: string; name: string; nickname: string | null; email: string }[] }>(admin, 'get_email_recipients');
    expect(recipients.total).toBe(active);
    expect(recipients.rows).toHaveLength(active);
    expect(Object.keys(recipients.rows[0] ?? {}).sort()).toEqual(['email', 'id', 'name', 'nickname']);
    const firstPage = await rpc<{ total: number; rows: unknown[] }>(admin, 'get_email_recipients', { p_search: null, p_limit: 50, p_offset: 0 });
    expect(firstPage.total).toBe(active);
    expect(firstPage.rows).toHaveLength(Math.min(50, active));
  });
});
