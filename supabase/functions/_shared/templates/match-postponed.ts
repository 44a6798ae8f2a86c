// "Match postponed": the reason, the new date and start, and a fresh calendar entry (issue #14 item 3).
import { bool, text } from './format.ts';
import { button, buttons, details, heading, muted, paragraph, paragraphHtml, quoteHtml } from './layout.ts';
import { escapeHtml, formatMessageHtml, formatMessageText } from './markup.ts';
import { calendarAttachment, factRows, factText, formatMatchStart, greeting, lines, linkLine, matchFacts } from './matches.ts';
import type { Template } from './types.ts';

export const matchPostponed: Template = (payload, context) => {
  const match = matchFacts(payload, context, 'match_postponed');
  const reason = text(payload.reason);
  const previous = formatMatchStart({ matchDate: payload.previousDate, teeTime: payload.previousTeeTime }, context.timeZone);
  const calendar = bool(payload.includeIcs, true) ? calendarAttachment(payload, context, match, { revision: true }) : null;
  return {
    subject: `Postponed: ${match.name} is now ${match.date}`,
    preheader: `${match.name} has moved to ${match.date}. Your entry and payments stay as they are.`,
    html: [
      heading('The match has been postponed'),
      paragraph(greeting(payload)),
      paragraphHtml(
        `<strong>${escapeHtml(match.name)}</strong>${previous ? `, planned for ${escapeHtml(previous)},` : ''} has moved to <strong>${escapeHtml(match.date)}</strong>.`,
      ),
      reason ? quoteHtml('Reason', formatMessageHtml(reason)) : '',
      details(factRows(match)),
      paragraph('If you are entered, your entry and anything you have paid carry over to the new date.'),
      buttons(button(match.url, 'View match details', 'forest')),
      calendar ? muted('An updated calendar entry is attached.') : '',
    ].join('\n'),
    text: lines(
      greeting(payload),
      `${match.name}${previous ? `, planned for ${previous},` : ''} has moved to ${match.date}.`,
      reason ? `Reason:\n${formatMessageText(reason)}` : '',
      factText(match),
      'If you are entered, your entry and anything you have paid carry over to the new date.',
      linkLine('Match details', match.url),
      calendar ? 'An updated calendar entry is attached.' : '',
    ),
    attachments: calendar ? [calendar] : [],
  };
};
