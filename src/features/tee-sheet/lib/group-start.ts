// How a group's start reads (DESIGN rule 22: times in the club zone, zone named).
import { formatZonedTime, matchStartInstant } from '@/lib/match-time';

type Start = { tee_time?: string | null; teeTime?: string | null; start_hole?: number | null; startHole?: number | null };

/** '8:10 AM EST' for a tee time; 'Hole 10 · 8:00 AM EST' in a shotgun start (the match's start time). */
export function groupStartLabel(group: Start, match: { date: string; startTime: string; startMode: string }, timeZone: string): string {
  const hole = group.start_hole ?? group.startHole ?? null;
  if (match.startMode === 'SHOTGUN') {
    const time = formatZonedTime(matchStartInstant(match.date, match.startTime, timeZone), timeZone);
    return hole ? `Hole ${hole} · shotgun ${time}` : `Shotgun ${time}`;
  }
  const tee = group.tee_time ?? group.teeTime ?? null;
  return tee ? formatZonedTime(matchStartInstant(match.date, tee, timeZone), timeZone) : 'No tee time';
}

/** '12.4', or null for a player without a league index. */
export function indexLabel(index: number | null): string | null {
  return index === null ? null : Number(index).toFixed(1);
}
