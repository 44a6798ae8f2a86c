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

/** Clears the PIN throttle so later tests can sign in (a success row closes the failure window). */
export const resetPinThrottle = () =>
  withDb(async (db) => {
    await db.query('update private.admin_credentials set locked_until = null where id = 1');
    await db.query('insert into private.admin_login_attempts (succeeded) values (true)');
  });

/**
 * Clears the abuse limiter's counters (private.rate_limits). Every test talks from one address
 * (127.0.0.1): a test that arranges many players is not a flood, and one file's sign-ups must not
 * count against the next file's.
 */
export const resetRateLimits = () => withDb((db) => db.query('delete from private.rate_limits'));
