// One Postgres connection pool for the functions (SUPABASE_DB_URL, which hosted Supabase provides to
// every function). Created on first use, never at import time: the local stack loads every function
// into one process. Direct SQL gives the outbox its row claims (for update skip locked).
import postgres from 'npm:postgres@3.4.7';
import { requiredEnv } from './env.ts';

export type Sql = postgres.Sql;

let pool: Sql | null = null;

export function db(): Sql {
  if (!pool) {
    pool = postgres(requiredEnv('SUPABASE_DB_URL'), {
      max: 10,
      idle_timeout: 20,
      connect_timeout: 10,
      // Supabase's transaction pooler does not keep prepared statements.
      prepare: false,
      onnotice: () => {},
      connection: { application_name: 'fairway-edge-functions' },
    });
  }
  return pool;
}
