// The day-before reminder (queued by public.queue_match_reminders): the match, its course and its start
// time in the club's time zone, said with its zone (DESIGN rule 22): the player's own group's tee time when
// the tee sheet gives one, their group and (shotgun) starting hole.
import { parseDate, zonedTimeToUtc } from '../schedule.ts';
import { absoluteUrl, formatMatchDate, text } from './format.ts';
import { button, buttons, details, heading, paragraph, paragraphHtml } from './layout.ts';
import { escapeHtml } from './markup.ts';
import { type Template, TemplateError } from './types.ts';

/** '8:00 AM EST' for a match date and an 'HH:MM' start in the club's zone; '' when either is missing. */
export function formatStartTime(matchDate: unknown, startTime: unknown, timeZone: string): string {
  const date = text(matchDate);
  const time = /^(\d{1,2}):(\d{2})/.exec(text(startTime));
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !time) return '';
  const [year, month, day] = parseDate(date);
  const at = zonedTimeToUtc({ year, month, day, hour: Number(time[1]), minute: Number(time[2]) }, timeZone);
  return new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }).format(at);
}

export const matchReminder: Template = (payload, context) => {
  const name = text(payload.matchName);
  if (!name) throw new TemplateError('match_reminder: payload field matchName is required');
  const date = formatMatchDate(payload.matchDate, context.timeZone);
  const start = formatStartTime(payload.matchDate, payload.startTime, context.timeZone);
  // queue_match_reminders gives each player their own group's tee time (groupNumber set) or the match's start.
  const shotgun = text(payload.startMode) === 'SHOTGUN';
  const group = text(payload.groupNumber);
  const hole = text(payload.startHole);
  const startLabel = shotgun ? 'Shotgun start' : group ? 'Your tee time' : 'First tee time';
  const course = text(payload.courseName);
  const id = text(payload.matchId);
  const url = absoluteUrl(payload.matchUrl, context.appUrl) ?? (id ? absoluteUrl(`/matches/${encodeURIComponent(id)}`, context.appUrl) : null);
  const greeting = text(payload.playerName) ? `Hi ${text(payload.playerName)},` : 'Hi,';
  const when = [date, start && `at ${start}`].filter(Boolean).join(' ');
  const rows: Array<[string, string]> = [
    ['Match', name],
    ['Course', course],
    ['Date', date],
    [startLabel, start],
    ['Group', group],
    ['Starting hole', shotgun ? hole : ''],
  ];
  return {
    subject: `Reminder: ${name}${start ? ` starts at ${start}` : ''}${date ? ` on ${date.replace(/, \d{4}$/, '')}` : ''}`,
    preheader: `See you on the course: ${name}${when ? `, ${when}` : ''}.`,
    html: [
      heading('See you on the course'),
      paragraph(greeting),
      paragraphHtml(`A reminder that you are in the field for <strong>${escapeHtml(name)}</strong>${when ? ` on ${escapeHtml(when)}` : ''}.`),
      details(rows),
      url ? buttons(button(url, 'View match details', 'forest')) : '',
    ].join('\n'),
    text: [
      greeting,
      `A reminder that you are in the field for ${name}${when ? ` on ${when}` : ''}.`,
      rows.filter(([, value]) => value !== '').map(([label, value]) => `${label}: ${value}`).join('\n'),
      url ? `Match details: ${url}` : '',
    ].filter(Boolean).join('\n\n'),
  };
};
