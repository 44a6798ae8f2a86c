// Who is calling: the server itself (service-role key: the scheduler, pg_cron, other back-end code),
// an admin (x-admin-token checked by the database's own check_admin_session()), or anyone else.
import type { Sql } from './db.ts';
import { env } from './env.ts';
import { HttpError } from './http.ts';

export type Caller = { kind: 'service' } | { kind: 'admin' } | { kind: 'anonymous' };

function bearer(request: Request): string {
  return (request.headers.get('authorization') ?? '').replace(/^Bearer\s+/i, '').trim();
}

function sameSecret(a: string, b: string): boolean {
  if (!a || !b || a.length !== b.length) return false;
  let difference = 0;
  for (let index = 0; index < a.length; index += 1) difference |= a.charCodeAt(index) ^ b.charCodeAt(index);
  return difference === 0;
}

export function isServiceRole(request: Request): boolean {
  const serviceKey = env('SUPABASE_SERVICE_ROLE_KEY') ?? '';
  return sameSecret(bearer(request), serviceKey) || sameSecret(request.headers.get('apikey') ?? '', serviceKey);
}

/**
 * Asks the database whether the x-admin-token is a valid admin session, through the same
 * public.check_admin_session() the app calls (it reads request.headers, as under PostgREST).
 */
export async function isAdminToken(sql: Sql, token: string): Promise<boolean> {
  if (!token || token.length > 200) return false;
  const headers = JSON.stringify({ 'x-admin-token': token });
  return await sql.begin(async (tx) => {
    await tx`select set_config('request.headers', ${headers}, true)`;
    const [row] = await tx`select public.check_admin_session() as ok`;
    return row?.ok === true;
  }) as boolean;
}

export async function identify(request: Request, sql: Sql): Promise<Caller> {
  if (isServiceRole(request)) return { kind: 'service' };
  const token = request.headers.get('x-admin-token');
  if (token && (await isAdminToken(sql, token))) return { kind: 'admin' };
  return { kind: 'anonymous' };
}

/** Only the server and admins may make the league send mail. */
export async function requireAdminOrService(request: Request, sql: Sql): Promise<Caller> {
  const caller = await identify(request, sql);
  if (caller.kind === 'anonymous') {
    throw new HttpError(request.headers.get('x-admin-token') ? 403 : 401, 'Admin access required');
  }
  return caller;
}

export function requireService(request: Request): void {
  if (!isServiceRole(request)) throw new HttpError(401, 'This job runs with the service-role key only');
}
