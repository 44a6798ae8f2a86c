// A small sliding-window limiter for the anonymous paths (sign-in link, invitation holder). It lives
// in the function's memory, so it is per instance: a brake on floods from one client. The database
// has its own limits (one sign-in link a minute per player) that hold across instances.

const hits = new Map<string, number[]>();

export function allow(key: string, limit: number, windowMs: number, now = Date.now()): boolean {
  const recent = (hits.get(key) ?? []).filter((at) => at > now - windowMs);
  if (recent.length >= limit) {
    hits.set(key, recent);
    return false;
  }
  recent.push(now);
  hits.set(key, recent);
  if (hits.size > 10_000) {
    for (const [other, times] of hits) if (!times.some((at) => at > now - windowMs)) hits.delete(other);
  }
  return true;
}

export function clientAddress(request: Request): string {
  const forwarded = request.headers.get('x-forwarded-for') ?? request.headers.get('x-real-ip') ?? '';
  return forwarded.split(',')[0]?.trim() || 'unknown';
}
