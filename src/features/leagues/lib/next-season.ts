import { addDays, addYears, differenceInCalendarDays, format, parseISO } from 'date-fns';

export type SeasonDraft = { name: string; firstDay: string; lastDay: string };

const day = (date: Date) => format(date, 'yyyy-MM-dd');

/**
 * What "Open Season" proposes: the league's latest season a year on (a calendar-year season is followed by the
 * next year, an April–September one by April–September of the next year; one longer than a year starts the day
 * after it, as many days long), named by the next number in its name ("2026" → "2027", "Summer 2026" → "Summer 2027");
 * for a league with no season, the calendar year of today. The admin edits it before opening.
 */
export function nextSeasonDraft(seasons: { name: string; first_day: string; last_day: string }[], today: string): SeasonDraft {
  const latest = [...seasons].sort((a, b) => b.last_day.localeCompare(a.last_day))[0];
  if (!latest) {
    const year = today.slice(0, 4);
    return { name: year, firstDay: `${year}-01-01`, lastDay: `${year}-12-31` };
  }
  const first = parseISO(latest.first_day);
  const last = parseISO(latest.last_day);
  const sameDatesNextYear = addYears(first, 1) > last;
  const nextFirst = sameDatesNextYear ? addYears(first, 1) : addDays(last, 1);
  const nextLast = sameDatesNextYear ? addYears(last, 1) : addDays(nextFirst, differenceInCalendarDays(last, first));
  return { name: nextName(latest.name, nextFirst.getFullYear()), firstDay: day(nextFirst), lastDay: day(nextLast) };
}

/** The name's last number plus one ("2026" → "2027", "Season 3" → "Season 4"); else the new season's year. */
function nextName(name: string, year: number): string {
  const match = /^(.*?)(\d+)(\D*)$/.exec(name);
  if (!match) return String(year);
  const [, before, number, after] = match;
  // "2026–27" style names advance both years.
  const range = /^(.*?)(\d{4})([–-])(\d{2})$/.exec(name);
  if (range) {
    const [, prefix, start, dash] = range;
    const next = Number(start) + 1;
    return `${prefix}${next}${dash}${String((next + 1) % 100).padStart(2, '0')}`;
  }
  return `${before}${Number(number) + 1}${after}`;
}
