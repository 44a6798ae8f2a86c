// "Your tee time" (issue #16 item 1): an entrant's group, partners, marker and tee time or shotgun starting
// hole, queued by public.email_tee_times; the calendar entry is the match's own (same UID) moved to the
// group's tee time, with a newer SEQUENCE so calendars update the event they already hold.
import { formatMatchDate, text } from './format.ts';
import { button, buttons, details, heading, muted, paragraph, paragraphHtml } from './layout.ts';
import { escapeHtml } from './markup.ts';
import { calendarAttachment, greeting, lines, linkLine, matchFacts, matchStart } from './matches.ts';
import { type Payload, type Template, TemplateError } from './types.ts';

function names(value: unknown): string[] {
  return Array.isArray(value) ? value.map(text).filter(Boolean) : [];
}

/** '8:10 AM EST' in the club zone. */
function clock(payload: Payload, timeZone: string): string {
  const start = matchStart(payload, timeZone);
  return start ? new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }).format(start) : '';
}

export const teeTime: Template = (payload, context) => {
  const match = matchFacts(payload, context, 'tee_time');
  const group = text(payload.groupNumber);
  if (!group) throw new TemplateError('tee_time: payload field groupNumber is required');
  const shotgun = text(payload.startMode) === 'SHOTGUN';
  const hole = text(payload.startHole);
  const time = clock(payload, context.timeZone);
  const when = shotgun ? `Shotgun at ${time}${hole ? `, starting on hole ${hole}` : ''}` : `Tee time ${time}`;
  const flight = text(payload.flight);
  const partners = names(payload.partners);
  const marker = text(payload.markerName);
  const isMarker = payload.isMarker === true;
  const groupLabel = `Group ${group}${flight ? ` (flight ${flight})` : ''}`;
  const rows: Array<[string, string]> = [
    ['Match', match.name],
    ['Course', match.course],
    // The day alone: the time has a row of its own.
    ['Date', formatMatchDate(payload.matchDate, context.timeZone)],
    ['Group', groupLabel],
    [shotgun ? 'Start' : 'Tee time', shotgun ? `Shotgun at ${time}${hole ? ` · hole ${hole}` : ''}` : time],
    ['Playing with', partners.length ? partners.join(', ') : 'Nobody else yet'],
    ['Marker', isMarker ? 'You keep the group’s card' : marker || 'Not chosen yet'],
  ];
  const calendar = calendarAttachment(payload, context, match, { revision: true });
  return {
    subject: `${match.name}: ${groupLabel}, ${shotgun ? `shotgun${hole ? ` from hole ${hole}` : ''} at ${time}` : `tee time ${time}`}`,
    preheader: `${when}. ${partners.length ? `Playing with ${partners.join(', ')}.` : ''}`.trim(),
    html: [
      heading('Your group and tee time'),
      paragraph(greeting(payload)),
      paragraphHtml(`Here is your start for <strong>${escapeHtml(match.name)}</strong>: <strong>${escapeHtml(groupLabel)}</strong>, ${escapeHtml(when.charAt(0).toLowerCase() + when.slice(1))}.`),
      details(rows.filter(([, value]) => value !== '')),
      isMarker ? paragraph('You are your group’s marker: you enter the group’s scores hole by hole on the match page.') : '',
      buttons(button(match.url, 'View match details', 'forest')),
      calendar ? muted('The attached calendar entry moves the match to your tee time.') : '',
    ].join('\n'),
    text: lines(
      greeting(payload),
      `Here is your start for ${match.name}: ${groupLabel}, ${when.charAt(0).toLowerCase() + when.slice(1)}.`,
      rows.filter(([, value]) => value !== '').map(([label, value]) => `${label}: ${value}`).join('\n'),
      isMarker ? 'You are your group’s marker: you enter the group’s scores hole by hole on the match page.' : '',
      linkLine('Match details', match.url),
      calendar ? 'The attached calendar entry moves the match to your tee time.' : '',
    ),
    attachments: calendar ? [calendar] : [],
  };
};
