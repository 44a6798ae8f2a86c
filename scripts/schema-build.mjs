// Builds databases from a list of migrations on a temporary PostgreSQL cluster, the way
// stack/postgres.mjs migrate() does: stack/bootstrap.sql first, then each migration in its own transaction.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort } from '../stack/ports.mjs';
import { startPostgres } from '../stack/postgres.mjs';

const ROOT = join(import.meta.dirname, '..');
const BOOTSTRAP = readFileSync(join(ROOT, 'stack', 'bootstrap.sql'), 'utf8');

/** The migrations of the working tree: [{ file, sql }] in version order. */
export function workingTreeMigrations() {
  const dir = join(ROOT, 'supabase', 'migrations');
  return readdirSync(dir)
    .filter((file) => /^\d{14}_.+\.sql$/.test(file))
    .sort()
    .map((file) => ({ file, sql: readFileSync(join(dir, file), 'utf8') }));
}

/** The migrations as they were at a commit (read with git, the working tree untouched). */
export function migrationsAtCommit(commit) {
  const git = (...args) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  return git('ls-tree', '--name-only', `${commit}:supabase/migrations`)
    .split('\n')
    .filter((file) => /^\d{14}_.+\.sql$/.test(file))
    .sort()
    .map((file) => ({ file, sql: git('show', `${commit}:supabase/migrations/${file}`) }));
}

/** A temporary cluster; `build(name, migrations)` returns the URL of a new database built from them. */
export async function startScratchCluster() {
  const dataDir = mkdtempSync(join(tmpdir(), 'fairway-schema-'));
  const server = await startPostgres({ dataDir, port: await freePort() });
  const { url } = server;
  const databaseUrl = (name) => url.replace(/\/postgres$/, `/${name}`);
  return {
    async build(name, migrations) {
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`drop database if exists ${name}`);
      await admin.query(`create database ${name}`);
      await admin.end();
      const client = new pg.Client({ connectionString: databaseUrl(name) });
      await client.connect();
      try {
        await client.query(BOOTSTRAP);
        for (const { file, sql } of migrations) {
          await client.query('begin');
          try {
            await client.query(sql);
            await client.query('commit');
          } catch (error) {
            await client.query('rollback');
            throw new Error(`${file}: ${error.message}`);
          }
        }
      } finally {
        await client.end();
      }
      return databaseUrl(name);
    },
    async stop() {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
