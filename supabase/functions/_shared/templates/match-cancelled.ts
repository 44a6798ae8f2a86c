// "Match cancelled": the reason; the treasurer settles money already paid (issue #14 item 3). A cancelling
// calendar entry (same UID as the invitation's, higher SEQUENCE) takes the match out of calendars.
import { text } from './format.ts';
import { button, buttons, details, heading, muted, paragraph, paragraphHtml, quoteHtml } from './layout.ts';
import { escapeHtml, formatMessageHtml, formatMessageText } from './markup.ts';
import { calendarAttachment, factRows, factText, greeting, lines, linkLine, matchFacts } from './matches.ts';
import type { Template } from './types.ts';

export const matchCancelled: Template = (payload, context) => {
  const match = matchFacts(payload, context, 'match_cancelled');
  const reason = text(payload.reason);
  const calendar = calendarAttachment(payload, context, match, { cancel: true });
  return {
    subject: `Cancelled: ${match.name}`,
    preheader: `${match.name}${match.date ? ` on ${match.date}` : ''} has been called off.`,
    html: [
      heading('The match has been called off'),
      paragraph(greeting(payload)),
      paragraphHtml(`<strong>${escapeHtml(match.name)}</strong>${match.date ? ` on ${escapeHtml(match.date)}` : ''} will not be played.`),
      reason ? quoteHtml('Reason', formatMessageHtml(reason)) : '',
      details(factRows(match)),
      paragraph('If you paid for this match, the treasurer will credit it to your account or refund it.'),
      buttons(button(match.url, 'View the match', 'outline')),
      calendar ? muted('A calendar cancellation is attached: open it to remove the match from your calendar.') : '',
    ].join('\n'),
    text: lines(
      greeting(payload),
      `${match.name}${match.date ? ` on ${match.date}` : ''} will not be played.`,
      reason ? `Reason:\n${formatMessageText(reason)}` : '',
      factText(match),
      'If you paid for this match, the treasurer will credit it to your account or refund it.',
      linkLine('View the match', match.url),
      calendar ? 'A calendar cancellation is attached.' : '',
    ),
    attachments: calendar ? [calendar] : [],
  };
};
