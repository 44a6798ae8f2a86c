// The maintenance switch (setting maintenanceMode) for edge functions a visitor calls directly: the
// database refuses visitors' writes through the API (private.refuse_writes_in_maintenance), but these
// functions connect as the database owner, so they check the switch themselves.
import type { Sql } from './db.ts';
import { HttpError } from './http.ts';

export const MAINTENANCE_MESSAGE = 'The league site is under maintenance. Please try again later.';

export async function refuseDuringMaintenance(sql: Sql): Promise<void> {
  const [row] = await sql<{ on: boolean }[]>`select coalesce(private.setting('maintenanceMode'), 'false') = 'true' as on`;
  if (row?.on) throw new HttpError(503, MAINTENANCE_MESSAGE);
}
