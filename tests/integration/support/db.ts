import pg from 'pg';
import { stackEnv } from './clients';

/** A superuser connection to the throwaway stack's database, for test setup and invariant checks. */
export async function withDb<T>(work: (db: pg.Client) => Promise<T>): Promise<T> {
  const db = new pg.Client({ connectionString: stackEnv().dbUrl });
  await db.connect();
  try {
    return await work(db);
  } finally {
    await db.end();
  }
}

/** Clears the PIN throttle (every client's, every admin's and the global count) so later tests can sign in. */
export const resetPinThrottle = () => withDb((db) => db.query('delete from private.admin_login_attempts where not succeeded'));

/**
 * Clears the abuse limiter's counters (private.rate_limits). Every test talks from one address
 * (127.0.0.1): a test that arranges many players is not a flood, and one file's sign-ups must not
 * count against the next file's.
 */
export const resetRateLimits = () => withDb((db) => db.query('delete from private.rate_limits'));

/** The tables of the public, private and migration-ledger schemas with a row whose text contains `needle`. */
export async function tablesHolding(needle: string): Promise<string[]> {
  return await withDb(async (db) => {
    const { rows: tables } = await db.query<{ name: string }>(`
      select format('%I.%I', table_schema, table_name) as name from information_schema.tables
      where table_schema in ('public', 'private', 'supabase_migrations') and table_type = 'BASE TABLE'`);
    const holding: string[] = [];
    for (const { name } of tables) {
      const { rows } = await db.query(`select count(*)::int as n from ${name} t where t::text like '%' || $1 || '%'`, [needle]);
      if (rows[0]?.n > 0) holding.push(name);
    }
    return holding;
  });
}
