// Starts and stops the whole local stack. Used by `npm start` and by the test harness
// (a throwaway stack in a temporary folder on free ports).
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_PORTS, ROOT, loadOrCreateAdminPin, loadOrCreateKeys } from './config.mjs';
import { startFunctions } from './functions.mjs';
import { startGateway } from './gateway.mjs';
import { startMail } from './mail.mjs';
import { migrate, startPostgres } from './postgres.mjs';
import { startPostgrest } from './postgrest.mjs';
import { startOutboxKicker } from './outbox-kicker.mjs';
import { startScheduler } from './scheduler.mjs';
import { supervise } from './supervisor.mjs';

async function waitFor(url, { timeoutMs = 30_000, ok = (r) => r.status < 500 } = {}) {
  const deadline = Date.now() + timeoutMs;
  let lastError = null;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (ok(response)) return;
      lastError = new Error(`${url} answered ${response.status}`);
    } catch (error) {
      lastError = error;
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`timed out waiting for ${url}: ${lastError?.message}`);
}

function authenticatorPassword(dataDir) {
  const file = join(dataDir, 'authenticator-password.txt');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const password = randomBytes(16).toString('hex');
  writeFileSync(file, password, { mode: 0o600 });
  return password;
}

/**
 * @param {{dataDir: string, ports?: Partial<typeof DEFAULT_PORTS>, seed?: boolean, demoLeagues?: boolean, scheduler?: boolean,
 *          kickOutbox?: boolean, log?: (line: string) => void}} options
 *   demoLeagues: with the demo data, the demo club's three leagues too (supabase/seed-leagues.sql; `npm start`);
 *   test stacks keep the one league the demo data has always been.
 *   kickOutbox: deliver queued e-mail as soon as it is queued (stack/outbox-kicker.mjs); defaults to
 *   `scheduler`, so test stacks that run the outbox job themselves keep their queued rows until they do.
 */
export async function startStack({ dataDir, ports: portOverrides = {}, seed = true, demoLeagues = false, scheduler = true, kickOutbox = scheduler, log = () => {} }) {
  const ports = { ...DEFAULT_PORTS, ...portOverrides };
  const keys = loadOrCreateKeys(dataDir);
  const adminPin = loadOrCreateAdminPin(dataDir);
  const stoppers = [];
  const stop = async () => {
    for (const stopOne of stoppers.reverse()) {
      try {
        await stopOne();
      } catch (error) {
        log(`stop: ${error.message}`);
      }
    }
  };
  try {
    const db = await startPostgres({ dataDir, port: ports.db });
    // SIGINT is PostgreSQL's fast shutdown (open transactions rolled back, a checkpoint, exit): waited for.
    const postgres = supervise('PostgreSQL', db.relaunch, log, { running: db.child, stopSignal: 'SIGINT', killAfterMs: null });
    stoppers.push(() => postgres.stop());
    const password = authenticatorPassword(dataDir);
    const applied = await migrate(db.url, { seed: seed && db.fresh, demoLeagues, authenticatorPassword: password, adminPin, log });

    const mail = await startMail({ smtpPort: ports.smtp, inboxPort: ports.inbox });
    stoppers.push(() => mail.stop());

    const postgrest = supervise(
      'PostgREST',
      () => startPostgrest({ dbPort: ports.db, port: ports.postgrest, authenticatorPassword: password, jwtSecret: keys.jwtSecret, log }),
      log,
    );
    stoppers.push(() => postgrest.stop());

    const apiUrl = `http://127.0.0.1:${ports.api}`;
    const functionsOptions = {
      port: ports.functions,
      log,
      env: {
        SUPABASE_URL: apiUrl,
        SUPABASE_ANON_KEY: keys.anonKey,
        SUPABASE_SERVICE_ROLE_KEY: keys.serviceRoleKey,
        SUPABASE_DB_URL: db.url,
        LINK_SIGNING_SECRET: keys.linkSigningSecret,
        SMTP_HOST: '127.0.0.1',
        SMTP_PORT: String(ports.smtp),
        APP_URL: process.env.APP_URL ?? `http://localhost:${ports.api}`,
      },
    };
    let firstStart = null;
    const functions = supervise(
      'the edge functions',
      () => {
        const started = startFunctions(functionsOptions);
        // Only the first start is awaited; a restarted runtime that dies again is the supervisor's business.
        if (firstStart) started.ready.catch(() => {});
        else firstStart = started.ready;
        return started.child;
      },
      log,
    );
    stoppers.push(() => functions.stop());

    const gateway = await startGateway({
      port: ports.api,
      postgrestUrl: `http://127.0.0.1:${ports.postgrest}`,
      functionsUrl: `http://127.0.0.1:${ports.functions}`,
      storageDir: join(dataDir, 'storage'),
      distDir: process.env.STACK_DIST_DIR ?? join(ROOT, 'dist'),
      anonKey: keys.anonKey,
      serviceRoleKey: keys.serviceRoleKey,
      log,
    });
    stoppers.push(() => new Promise((resolve) => gateway.close(() => resolve())));

    await waitFor(`http://127.0.0.1:${ports.postgrest}/`);
    await firstStart;
    if (scheduler) {
      const jobs = startScheduler({ apiUrl, serviceRoleKey: keys.serviceRoleKey, log });
      stoppers.push(() => jobs.stop());
    }
    if (kickOutbox) {
      const kicker = startOutboxKicker({ dbUrl: db.url, apiUrl, serviceRoleKey: keys.serviceRoleKey, log });
      stoppers.push(() => kicker.stop());
    }
    return {
      ports,
      keys,
      adminPin,
      dbUrl: db.url,
      freshDatabase: db.fresh,
      migrationsApplied: applied,
      apiUrl,
      appUrl: `http://localhost:${ports.api}/`,
      // maildev 3's web inbox is its root page: /index.html is its raw file, without the <base> tag the
      // page derives its API and socket URLs from. The JSON API is /api/email.
      inboxUrl: `http://localhost:${ports.inbox}/`,
      mail,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
