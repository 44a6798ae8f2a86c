// The weekly leaders e-mail's data, as queue_weekly_leaders() builds it in SQL.
import type { Sql } from './db.ts';
import { isoWeek, localDate } from './schedule.ts';
import type { MailSettings } from './settings.ts';
import { formatMoney } from './templates/format.ts';

export interface LeaderRow {
  name: string;
  earningsCents: number;
  earnings: string;
  points: number;
}

export async function currentLeaders(sql: Sql): Promise<LeaderRow[]> {
  const rows = await sql<{ name: string; earnings_cents: string | number; points: string | number }[]>`
    select name, earnings_cents, points from public.get_weekly_leaders()`;
  return rows.map((row) => {
    const cents = Number(row.earnings_cents);
    return { name: row.name, earningsCents: cents, earnings: formatMoney(cents).replace('$', ''), points: Number(row.points) };
  });
}

export function leadersPayload(playerName: string, leaders: LeaderRow[], settings: MailSettings, now: Date) {
  return {
    playerName,
    week: isoWeek(localDate(now, settings.timeZone)),
    leaders,
    matchesUrl: `${settings.appUrl}/matches`,
  };
}
