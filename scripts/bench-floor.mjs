// The benchmark's floor: public.ping(), a trivial RPC (returns 1) whose cost through PostgREST is exactly
// the fixed price of every request (gateway, PostgREST, JWT check, role switch, request.headers, one SQL
// statement, JSON answer). It is not part of the schema: the bench creates it on the stack it measures,
// has PostgREST reload its schema cache, and drops it again when done.
import pg from 'pg';

export const FLOOR_RPC = 'ping';

const CREATE = `
  create or replace function public.ping() returns integer language sql stable set search_path = '' as $$ select 1 $$;
  revoke all on function public.ping() from public;
  grant execute on function public.ping() to anon, authenticated, service_role;
  notify pgrst, 'reload schema';`;
const DROP = `drop function if exists public.ping(); notify pgrst, 'reload schema';`;

async function execute(dbUrl, sql) {
  const client = new pg.Client({ connectionString: dbUrl, application_name: 'bench-api' });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Runs `body` with public.ping() served by PostgREST (`isServed` polls it), then drops the function. */
export async function withFloor(dbUrl, isServed, body) {
  await execute(dbUrl, CREATE);
  try {
    const deadline = Date.now() + 15_000;
    while (!(await isServed())) {
      if (Date.now() > deadline) throw new Error('PostgREST did not pick up public.ping() within 15 s of reloading its schema cache');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    return await body();
  } finally {
    await execute(dbUrl, DROP);
  }
}
