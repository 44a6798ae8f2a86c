// "Match updated": what changed (date, start, course) with a fresh calendar entry (issue #14 item 1).
import { bool, formatMatchDate, text } from './format.ts';
import { button, buttons, dataTable, details, heading, muted, paragraph, paragraphHtml, textTable } from './layout.ts';
import { escapeHtml } from './markup.ts';
import { calendarAttachment, factRows, factText, formatMatchStart, greeting, lines, linkLine, matchFacts } from './matches.ts';
import type { Payload, Template } from './types.ts';

const LABEL: Record<string, string> = { date: 'Date', start: 'Start', course: 'Course' };

function startText(time: unknown, mode: unknown, date: unknown, timeZone: string): string {
  const value = formatMatchStart({ matchDate: date, teeTime: time, startMode: mode }, timeZone);
  return value.replace(/^.* at /, '');
}

/** [what, before, after] rows of the payload's changes, in the club's words. */
export function changeRows(payload: Payload, timeZone: string): string[][] {
  const changes = Array.isArray(payload.changes) ? (payload.changes as Payload[]) : [];
  return changes
    .filter((change) => LABEL[text(change.field)])
    .map((change) => {
      const field = text(change.field);
      if (field === 'date') return [LABEL.date, formatMatchDate(change.before, timeZone), formatMatchDate(change.after, timeZone)];
      if (field === 'start') {
        return [
          LABEL.start,
          startText(change.before, change.beforeMode, payload.matchDate, timeZone),
          startText(change.after, change.afterMode, payload.matchDate, timeZone),
        ];
      }
      return [LABEL[field], text(change.before), text(change.after)];
    });
}

export const matchUpdated: Template = (payload, context) => {
  const match = matchFacts(payload, context, 'match_updated');
  const rows = changeRows(payload, context.timeZone);
  const calendar = bool(payload.includeIcs, true) ? calendarAttachment(payload, context, match, { revision: true }) : null;
  const what = rows.map((row) => row[0].toLowerCase()).join(', ');
  return {
    subject: `Match updated: ${match.name}${what ? ` (new ${what})` : ''}`,
    preheader: `${match.name} has changed: ${match.date}.`,
    html: [
      heading('The match has changed'),
      paragraph(greeting(payload)),
      paragraphHtml(`The organizer has changed <strong>${escapeHtml(match.name)}</strong>. Here is what is different:`),
      rows.length ? dataTable(['What', 'Was', 'Now'], rows) : '',
      details(factRows(match)),
      buttons(button(match.url, 'View match details', 'forest')),
      calendar ? muted('An updated calendar entry is attached: open it to move the match in your calendar.') : '',
    ].join('\n'),
    text: lines(
      greeting(payload),
      `The organizer has changed ${match.name}. Here is what is different:`,
      rows.length ? textTable(['What', 'Was', 'Now'], rows) : '',
      factText(match),
      linkLine('Match details', match.url),
      calendar ? 'An updated calendar entry is attached.' : '',
    ),
    attachments: calendar ? [calendar] : [],
  };
};
