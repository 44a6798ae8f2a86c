// kill -9 of the whole stack in the middle of writes, then a restart: nothing committed is lost (issue 8).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { freePorts } from '../../stack/ports.mjs';
import { killChildStack, startChildStack, stopChildStack, type ChildStack } from './support/child-stack';

const dataDir = mkdtempSync(join(tmpdir(), 'fairway-crash-'));
let running: ChildStack | null = null;

afterAll(async () => {
  await stopChildStack(running);
  rmSync(dataDir, { recursive: true, force: true });
});

describe('crash recovery', () => {
  it('keeps every acknowledged write after kill -9 of the stack', async () => {
    const ports = await freePorts(['api', 'db', 'inbox', 'smtp', 'postgrest', 'functions']);
    running = await startChildStack(dataDir, ports);
    const acknowledged: string[] = [];
    let stop = false;
    const writer = async (worker: number) => {
      for (let i = 0; !stop; i += 1) {
        try {
          const response = await fetch(`${running?.apiUrl}/rest/v1/rpc/register_player`, {
            method: 'POST',
            headers: { apikey: running?.anonKey ?? '', authorization: `Bearer ${running?.anonKey}`, 'content-type': 'application/json' },
            body: JSON.stringify({ p_name: `Crash ${worker}-${i}`, p_nickname: null, p_email: `crash-${worker}-${i}@fairway.example`, p_ghin: String(4_000_000 + worker * 100_000 + i), p_consent: true }),
          });
          if (response.ok) acknowledged.push(((await response.json()) as { player_id: string }).player_id);
        } catch {
          return; // the stack is gone: this request was never acknowledged
        }
      }
    };
    const writers = [0, 1, 2, 3].map(writer);
    // Kill once enough writes are acknowledged (however busy the machine): the writers keep going, so
    // more are in flight at that moment.
    const deadline = Date.now() + 30_000;
    while (acknowledged.length < 20 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    const beforeKill = acknowledged.length;
    killChildStack(running);
    stop = true;
    await Promise.all(writers);
    expect(beforeKill).toBeGreaterThanOrEqual(20);

    running = await startChildStack(dataDir, ports);
    const db = new pg.Client({ connectionString: running.dbUrl });
    await db.connect();
    const { rows } = await db.query('select id from public.players where id = any($1::uuid[])', [acknowledged]);
    await db.end();
    expect(rows.length).toBe(acknowledged.length);
  }, 120_000);
});
