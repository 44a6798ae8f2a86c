// match_message — an admin's message to one match's field (entrants, invitees or waitlist), queued by
// send_match_field_email: the admin's subject and text, the match's facts and a link to it.
import { absoluteUrl, formatMatchDate, text } from './format.ts';
import { button, buttons, details, paragraph, paragraphHtml } from './layout.ts';
import { formatMessageHtml, formatMessageText } from './markup.ts';
import { type Template, TemplateError } from './types.ts';

/** '8:00 AM' from the match's 'HH:MM' start time in the club's zone. */
function startTimeText(value: unknown): string {
  const match = /^(\d{2}):(\d{2})/.exec(text(value));
  if (!match) return '';
  const hour = Number(match[1]);
  return `${hour % 12 === 0 ? 12 : hour % 12}:${match[2]} ${hour < 12 ? 'AM' : 'PM'}`;
}

export const matchMessage: Template = (payload, context) => {
  const subject = text(payload.subject);
  const message = typeof payload.message === 'string' ? payload.message : '';
  const matchName = text(payload.matchName);
  if (!subject) throw new TemplateError('match_message: payload field subject is required');
  if (!message.trim()) throw new TemplateError('match_message: payload field message is required');
  if (!matchName) throw new TemplateError('match_message: payload field matchName is required');
  const id = text(payload.matchId);
  const url = id ? absoluteUrl(`/matches/${encodeURIComponent(id)}`, context.appUrl) : null;
  const date = formatMatchDate(payload.matchDate, context.timeZone);
  const start = startTimeText(payload.startTime);
  const when = [date, start && `${start} (club time)`].filter(Boolean).join(', ');
  const name = text(payload.playerName);
  const facts: Array<[string, string]> = [['Match', matchName], ['Course', text(payload.courseName)], ['When', when]];
  return {
    subject,
    preheader: formatMessageText(message).replace(/\s+/g, ' ').slice(0, 120),
    html: [
      paragraph(name ? `Hi ${name},` : 'Hi,'),
      paragraphHtml(formatMessageHtml(message)),
      details(facts.filter(([, value]) => value !== '')),
      buttons(button(url, 'View the match', 'gold')),
    ].join('\n'),
    text: [
      name ? `Hi ${name},` : 'Hi,',
      formatMessageText(message),
      facts.filter(([, value]) => value !== '').map(([label, value]) => `${label}: ${value}`).join('\n'),
      url ? `The match: ${url}` : '',
    ].filter(Boolean).join('\n\n'),
    footerNote: `You receive this e-mail about ${matchName}, a ${context.branding.clubName} match you are part of.`,
  };
};
