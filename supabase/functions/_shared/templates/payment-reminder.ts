// payment_reminder: an entrant who still owes money for a match is reminded of the amount and of how to
// pay — sent by an admin from the match page or automatically paymentReminderDays before the match
// (queue_payment_reminders / queue_automatic_payment_reminders).
import { absoluteUrl, bool, centsFrom, formatMatchDate, formatMoney, text } from './format.ts';
import { button, buttons, details, heading, paragraph, paragraphHtml } from './layout.ts';
import { escapeHtml } from './markup.ts';
import { paymentInstructionsBlock } from './payment-instructions.ts';
import { type Template, TemplateError } from './types.ts';

export const paymentReminder: Template = (payload, context) => {
  const name = text(payload.matchName);
  if (!name) throw new TemplateError('payment_reminder: payload field matchName is required');
  const due = centsFrom(payload.amountDueCents, payload.amountDue);
  if (due === null || due <= 0) throw new TemplateError('payment_reminder: payload field amountDueCents must be more than 0');
  const amount = formatMoney(due);
  const date = formatMatchDate(payload.matchDate, context.timeZone);
  const course = text(payload.courseName);
  const id = text(payload.matchId);
  const url = absoluteUrl(payload.matchUrl, context.appUrl) ?? (id ? absoluteUrl(`/matches/${encodeURIComponent(id)}`, context.appUrl) : null);
  const player = text(payload.playerName);
  const greeting = player ? `Hi ${player},` : 'Hi,';
  const required = bool(payload.requiresPayment, false);
  const why = required
    ? 'This match requires payment before play: your entry stays pending until the treasurer confirms your payment.'
    : 'Please settle it with the treasurer before you tee off.';
  const instructions = paymentInstructionsBlock(context);
  return {
    subject: `Payment reminder: ${amount} due for ${name}`,
    preheader: `You still owe ${amount} for ${name}${date ? ` on ${date}` : ''}.`,
    html: [
      heading('A friendly payment reminder'),
      paragraph(greeting),
      paragraphHtml(`You still owe <strong>${escapeHtml(amount)}</strong> for <strong>${escapeHtml(name)}</strong>.`),
      details([['Match', name], ['Course', course], ['Date', date], ['Amount due', amount]]),
      paragraph(why),
      instructions.html,
      buttons(button(url, 'View match details', 'forest')),
    ].join('\n'),
    text: [
      greeting,
      `You still owe ${amount} for ${name}.`,
      [`Match:      ${name}`, course && `Course:     ${course}`, date && `Date:       ${date}`, `Amount due: ${amount}`].filter(Boolean).join('\n'),
      why,
      instructions.text,
      url ? `Match details: ${url}` : '',
    ].filter((part) => part !== '').join('\n\n'),
    footerNote: bool(payload.automatic, false)
      ? `This reminder is sent automatically to entrants who have not paid for ${name} yet.`
      : undefined,
  };
};
