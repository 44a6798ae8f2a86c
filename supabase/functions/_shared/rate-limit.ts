// The functions' rate limits: counters in the database (private.take_rate_limit), so they hold across
// every instance and every parallel request. The client's address is the one the platform reports.
import type { Sql } from './db.ts';
import { HttpError } from './http.ts';

/**
 * The caller's address as the edge reports it, read the same way as SQL's private.client_address():
 * hosted Supabase's edge (Cloudflare) sets cf-connecting-ip, overwriting a client's own; the local
 * gateway drops client-sent address headers and sets x-forwarded-for from its socket. Of
 * x-forwarded-for only the last hop counts: that is the one the nearest proxy wrote.
 */
export function clientAddress(request: Request): string {
  const edge = request.headers.get('cf-connecting-ip')?.trim();
  if (edge) return edge;
  const lastHop = (request.headers.get('x-forwarded-for') ?? '').split(',').pop()?.trim();
  return lastHop || 'unknown';
}

export const TOO_MANY_REQUESTS = 'Too many requests. Please try again in a few minutes.';

/** Takes one hit of `bucket` for `key`, or answers 429 when `limit` hits were taken in the window. */
export async function throttle(sql: Sql, bucket: string, key: string, limit: number, windowMinutes: number): Promise<void> {
  const [row] = await sql<{ taken: boolean }[]>`
    select private.take_rate_limit(${bucket}, ${key}, ${limit}, make_interval(mins => ${windowMinutes})) as taken`;
  if (!row?.taken) throw new HttpError(429, TOO_MANY_REQUESTS);
}

/** SQLSTATE PT429 is private.throttle()'s "too many requests". */
export function isTooManyRequests(error: unknown): boolean {
  return (error as { code?: string })?.code === 'PT429';
}
