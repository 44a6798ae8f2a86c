// When a match starts, as the home shows it: its date and start time are in the club time zone; the zone
// is named when the viewer's differs (DESIGN rule 22).
import { format } from 'date-fns';
import { toDate } from '@/lib/format';

/** "09:30" → "9:30 AM". */
export function formatClockTime(hhmm: string): string {
  const [hours = 0, minutes = 0] = hhmm.split(':').map(Number);
  const suffix = hours < 12 ? 'AM' : 'PM';
  return `${hours % 12 || 12}:${String(minutes).padStart(2, '0')} ${suffix}`;
}

export function formatMatchStart(date: string, hhmm: string, clubZone: string, viewerZone = Intl.DateTimeFormat().resolvedOptions().timeZone): string {
  const when = `${format(toDate(date), 'EEE, MMM d')} · ${formatClockTime(hhmm)}`;
  return viewerZone === clubZone ? when : `${when} (${clubZone.replace(/_/g, ' ')} time)`;
}
