// Receipts for money moving to or from a member (DESIGN rule 19): a refund, a credit applied to another match,
// winnings handed over. Each ends with the credit line, the credit the member holds with the league after the
// movement; the payment receipt (payment_confirmed, in matches.ts) prints the same line. The database queues
// them from triggers on the money tables (20261207500100_money_receipts.sql), one per movement.
import { centsFrom, creditLine, formatMatchDate, formatMoney, methodLabel, text } from './format.ts';
import { button, buttons, details, heading, paragraph, paragraphHtml } from './layout.ts';
import { escapeHtml } from './markup.ts';
import { factRows, factText, greeting, linkLine, lines, matchFacts } from './matches.ts';
import type { Template } from './types.ts';


function dateText(value: unknown, timeZone: string): string {
  return formatMatchDate(value, timeZone);
}

export const refundRecorded: Template = (payload, context) => {
  const match = matchFacts(payload, context, 'refund_recorded');
  const amount = formatMoney(centsFrom(payload.amountCents, payload.amount) ?? 0);
  const method = methodLabel(payload.method);
  const day = dateText(payload.refundedOn, context.timeZone);
  const note = text(payload.note);
  const credit = creditLine(payload);
  return {
    subject: `Refund recorded: ${match.name}`,
    preheader: `${amount} refunded for ${match.name}.`,
    html: [
      heading('Refund recorded'),
      paragraph(greeting(payload)),
      paragraphHtml(`The treasurer has recorded a refund of <strong>${escapeHtml(amount)}</strong> to you for <strong>${escapeHtml(match.name)}</strong>.`),
      details([...factRows(match), ['Amount', amount], ['Method', method], ['Refunded on', day], ['Note', note]]),
      credit ? paragraph(credit) : '',
      buttons(button(match.url, 'View match details', 'forest')),
    ].join('\n'),
    text: lines(
      greeting(payload),
      `The treasurer has recorded a refund of ${amount} to you for ${match.name}.`,
      factText(match) + `\nAmount: ${amount}` + (method ? `\nMethod: ${method}` : '') + (day ? `\nRefunded on: ${day}` : '') + (note ? `\nNote: ${note}` : ''),
      credit,
      linkLine('Match details', match.url),
    ),
  };
};

export const creditApplied: Template = (payload, context) => {
  const match = matchFacts(payload, context, 'credit_applied');
  const amount = formatMoney(centsFrom(payload.amountCents, payload.amount) ?? 0);
  const from = text(payload.fromMatchName);
  const balance = centsFrom(payload.balanceCents, undefined);
  const status = balance === null ? '' : balance > 0 ? `Still to pay for this match: ${formatMoney(balance)}.` : 'You are all paid up for this match.';
  const credit = creditLine(payload);
  const sentence = `${amount} of your credit${from ? ` from ${from}` : ''} has been applied to ${match.name}.`;
  return {
    subject: `Credit applied: ${match.name}`,
    preheader: sentence,
    html: [
      heading('Credit applied'),
      paragraph(greeting(payload)),
      paragraph(sentence),
      details([...factRows(match), ['Amount', amount], ['From', from]]),
      status ? paragraph(status) : '',
      credit ? paragraph(credit) : '',
      buttons(button(match.url, 'View match details', 'forest')),
    ].join('\n'),
    text: lines(
      greeting(payload),
      sentence,
      factText(match) + `\nAmount: ${amount}` + (from ? `\nFrom: ${from}` : ''),
      status,
      credit,
      linkLine('Match details', match.url),
    ),
  };
};

export const winningsPaid: Template = (payload, context) => {
  const match = matchFacts(payload, context, 'winnings_paid');
  const amount = formatMoney(centsFrom(payload.amountCents, payload.amount) ?? 0);
  const method = methodLabel(payload.method);
  const day = dateText(payload.paidOn, context.timeZone);
  const note = text(payload.note);
  const settleUp = payload.settleUp === true;
  const count = Number(payload.matchCount ?? 1);
  const what = settleUp
    ? `your season settle-up of ${amount}${count > 1 ? ` (winnings of ${count} matches)` : ''}`
    : `${amount} of your winnings for ${match.name}`;
  const credit = creditLine(payload);
  return {
    subject: settleUp ? `Winnings paid: season settle-up` : `Winnings paid: ${match.name}`,
    preheader: `The treasurer has handed over ${what}.`,
    html: [
      heading('Winnings paid'),
      paragraph(greeting(payload)),
      paragraphHtml(`The treasurer has recorded handing over <strong>${escapeHtml(what)}</strong>.`),
      details([...(settleUp ? [] : factRows(match)), ['Amount', amount], ['Method', method], ['Paid on', day], ['Note', note]]),
      credit ? paragraph(credit) : '',
      buttons(button(match.url, settleUp ? 'View a match' : 'View match details', 'forest')),
    ].join('\n'),
    text: lines(
      greeting(payload),
      `The treasurer has recorded handing over ${what}.`,
      (settleUp ? '' : factText(match) + '\n') + `Amount: ${amount}` + (method ? `\nMethod: ${method}` : '') + (day ? `\nPaid on: ${day}` : '') + (note ? `\nNote: ${note}` : ''),
      credit,
      linkLine('Match details', match.url),
    ),
  };
};
