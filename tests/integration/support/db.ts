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
