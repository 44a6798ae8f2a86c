// Messages about one match: invitation, waitlist, decline, entry confirmation, payment, follow-up.
import { buildIcs, MATCH_EVENT_MINUTES } from '../ics.ts';
import { parseDate, zonedTimeToUtc } from '../schedule.ts';
import { absoluteUrl, bool, centsFrom, creditLine, formatDateTime, formatMatchDate, formatMoney, methodLabel, text } from './format.ts';
import { button, buttons, dataTable, details, heading, muted, paragraph, paragraphHtml, quoteHtml, textTable } from './layout.ts';
import { escapeHtml, formatMessageHtml, formatMessageText } from './markup.ts';
import { gamesBlock } from './games-block.ts';
import { paymentInstructionsBlock } from './payment-instructions.ts';
import { type Attachment, type Payload, type RenderContext, type Template, TemplateError } from './types.ts';

/** Tee time assumed for the calendar event when the match has a date but no time. */
export const DEFAULT_TEE_TIME = '08:00';

function required(payload: Payload, field: string, template: string): string {
  const value = text(payload[field]);
  if (!value) throw new TemplateError(`${template}: payload field ${field} is required`);
  return value;
}

export function greeting(payload: Payload): string {
  const name = text(payload.playerName);
  return name ? `Hi ${name},` : 'Hi,';
}

export interface MatchFacts {
  name: string;
  course: string;
  date: string;
  url: string | null;
}

export function matchFacts(payload: Payload, context: RenderContext, template: string): MatchFacts {
  const id = text(payload.matchId);
  return {
    name: required(payload, 'matchName', template),
    course: text(payload.courseName),
    date: formatMatchStart(payload, context.timeZone),
    url: absoluteUrl(payload.matchUrl, context.appUrl) ?? (id ? absoluteUrl(`/matches/${encodeURIComponent(id)}`, context.appUrl) : null),
  };
}

export function factRows(match: MatchFacts): Array<[string, string]> {
  return [['Match', match.name], ['Course', match.course], ['Date', match.date]];
}

export function factText(match: MatchFacts): string {
  return [`Match:  ${match.name}`, match.course && `Course: ${match.course}`, match.date && `Date:   ${match.date}`].filter(Boolean).join('\n');
}

export function linkLine(label: string, url: string | null): string {
  return url ? `${label}: ${url}` : '';
}

export function lines(...parts: string[]): string {
  return parts.filter((part) => part !== '').join('\n\n');
}

/** Start of the match for the calendar: its timestamp, or the date at the tee time in the club zone. */
export function matchStart(payload: Payload, timeZone: string): Date | null {
  const value = text(payload.matchDate);
  if (!value) return null;
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const [year, month, day] = parseDate(value);
    const tee = /^(\d{1,2}):(\d{2})$/.exec(text(payload.teeTime) || DEFAULT_TEE_TIME) ?? [];
    return zonedTimeToUtc({ year, month, day, hour: Number(tee[1] ?? 8), minute: Number(tee[2] ?? 0) }, timeZone);
  }
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * The match's calendar entry; a revision (the match was changed) carries a newer SEQUENCE for the same UID, and
 * a cancellation (the match was called off) is that revision with METHOD:CANCEL, so calendars remove the event.
 */
export function calendarAttachment(
  payload: Payload,
  context: RenderContext,
  match: MatchFacts,
  { revision = false, cancel = false } = {},
): Attachment | null {
  const start = matchStart(payload, context.timeZone);
  if (!start) return null;
  const host = (() => {
    try {
      return new URL(context.appUrl).hostname || 'fairway.league';
    } catch {
      return 'fairway.league';
    }
  })();
  const message = text(payload.adminMessage);
  const description = [
    `${context.branding.clubName} match${match.course ? ` at ${match.course}` : ''}.`,
    message && `Organizer's message: ${formatMessageText(message)}`,
    match.url && `Match details: ${match.url}`,
  ].filter(Boolean).join('\n\n');
  const ics = buildIcs(
    {
      uid: `match-${text(payload.matchId) || start.getTime()}@${host}`,
      start,
      durationMinutes: MATCH_EVENT_MINUTES,
      summary: match.name,
      location: match.course || null,
      description,
      url: match.url,
      stamp: context.now,
      organizerName: context.branding.clubName,
      organizerEmail: context.fromEmail,
      sequence: revision || cancel ? Math.floor(context.now.getTime() / 1000) : undefined,
      method: cancel ? 'CANCEL' : 'PUBLISH',
    },
    context.branding.clubName,
  );
  return cancel
    ? { filename: 'cancel.ics', content: ics, contentType: 'text/calendar; charset=utf-8; method=CANCEL' }
    : { filename: 'invite.ics', content: ics, contentType: 'text/calendar; charset=utf-8; method=PUBLISH' };
}

/**
 * 'Saturday, December 5, 2026 at 8:00 AM EST' (shotgun starts say so): the start time in the club zone,
 * zone named (DESIGN rule 22). A payload without a start time shows the date alone.
 */
export function formatMatchStart(payload: Payload, timeZone: string): string {
  const date = formatMatchDate(payload.matchDate, timeZone);
  const start = text(payload.teeTime) ? matchStart(payload, timeZone) : null;
  if (!start || !/^\d{4}-\d{2}-\d{2}$/.test(text(payload.matchDate))) return date;
  const time = new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }).format(start);
  return `${date} at ${time}${text(payload.startMode) === 'SHOTGUN' ? ' (shotgun start)' : ''}`;
}

function organizerMessage(payload: Payload): { html: string; text: string } {
  const message = text(payload.adminMessage ?? payload.message);
  if (!message) return { html: '', text: '' };
  return { html: quoteHtml("Organizer's message", formatMessageHtml(message)), text: `Organizer's message:\n${formatMessageText(message)}` };
}

function inviteLinks(payload: Payload, context: RenderContext): { accept: string | null; decline: string | null } {
  const token = text(payload.token ?? payload.inviteToken);
  const accept = absoluteUrl(payload.acceptUrl, context.appUrl) ?? (token ? absoluteUrl(`/invites/${encodeURIComponent(token)}`, context.appUrl) : null);
  const decline = absoluteUrl(payload.declineUrl, context.appUrl) ?? (accept ? `${accept}${accept.includes('?') ? '&' : '?'}action=decline` : null);
  return { accept, decline };
}

/**
 * The match's money rule and the league's payment instructions (setting paymentInstructions; DESIGN rule
 * 19): "Payment required before play" when payload.requirePaymentBeforePlay, then "How to pay".
 */
export function paymentBlock(payload: Payload, context: RenderContext): { html: string; text: string } {
  const required = bool(payload.requirePaymentBeforePlay, false);
  const instructions = paymentInstructionsBlock(context);
  const rule = 'Payment required before play: your entry stays pending until the treasurer confirms your payment.';
  return {
    html: [required ? paragraphHtml(`<strong>Payment required before play</strong>: your entry stays pending until the treasurer confirms your payment.`) : '', instructions.html]
      .filter(Boolean)
      .join('\n'),
    text: [required ? rule : '', instructions.text].filter(Boolean).join('\n\n'),
  };
}

export const matchInvite: Template = (payload, context) => {
  const match = matchFacts(payload, context, 'match_invite');
  const { accept, decline } = inviteLinks(payload, context);
  if (!accept) throw new TemplateError('match_invite: payload field acceptUrl (or token) is required');
  const deadline = formatDateTime(payload.expiryDate ?? payload.expiresAt, context.timeZone);
  const message = organizerMessage(payload);
  const calendar = bool(payload.includeIcs, false) ? calendarAttachment(payload, context, match) : null;
  const games = gamesBlock(payload);
  const money = paymentBlock(payload, context);
  return {
    subject: `You're invited: ${match.name}${match.date ? ` on ${formatMatchDate(payload.matchDate, context.timeZone).replace(/^\w+, /, '')}` : ''}`,
    preheader: `${context.branding.clubName} invites you to ${match.name}. Please respond${deadline ? ` by ${deadline}` : ''}.`,
    html: [
      heading("You're invited to play"),
      paragraph(greeting(payload)),
      paragraphHtml(`${escapeHtml(context.branding.clubName)} would like you in the field for <strong>${escapeHtml(match.name)}</strong>.`),
      details([...factRows(match), ['RSVP by', deadline]]),
      games.html,
      money.html,
      message.html,
      buttons(button(accept, 'Accept invitation', 'gold'), button(decline, 'Decline', 'outline')),
      calendar ? muted('A calendar entry for the match is attached.') : '',
      muted('This invitation link is personal: please do not forward it.'),
    ].join('\n'),
    text: lines(
      greeting(payload),
      `${context.branding.clubName} would like you in the field for ${match.name}.`,
      factText(match) + (deadline ? `\nRSVP by: ${deadline}` : ''),
      games.text,
      money.text,
      message.text,
      linkLine('Accept', accept),
      linkLine('Decline', decline),
      calendar ? 'A calendar entry for the match is attached.' : '',
      'This invitation link is personal: please do not forward it.',
    ),
    attachments: calendar ? [calendar] : [],
  };
};

export const waitlistPromoted: Template = (payload, context) => {
  const match = matchFacts(payload, context, 'waitlist_promoted');
  const message = organizerMessage(payload);
  const calendar = bool(payload.includeIcs, false) ? calendarAttachment(payload, context, match) : null;
  const due = centsFrom(payload.dueCents, null);
  const dueRows: Array<[string, string]> = due === null ? [] : [['Amount due', due > 0 ? formatMoney(due) : 'Nothing due']];
  const money = due === null || due > 0 ? paymentBlock(payload, context) : { html: '', text: '' };
  return {
    subject: `A seat opened up: you're in ${match.name}`,
    preheader: `You have been moved from the waitlist into ${match.name}.`,
    html: [
      heading("Good news: you're in"),
      paragraph(greeting(payload)),
      paragraphHtml(`A seat opened up and you have been moved from the waitlist into <strong>${escapeHtml(match.name)}</strong>.`),
      details([...factRows(match), ...dueRows]),
      money.html,
      message.html,
      buttons(button(match.url, 'View match details', 'forest')),
      calendar ? muted('A calendar entry for the match is attached.') : '',
    ].join('\n'),
    text: lines(
      greeting(payload),
      `A seat opened up and you have been moved from the waitlist into ${match.name}.`,
      factText(match) + dueRows.map(([label, value]) => `\n${label}: ${value}`).join(''),
      money.text,
      message.text,
      linkLine('Match details', match.url),
    ),
    attachments: calendar ? [calendar] : [],
  };
};

export const waitlistJoined: Template = (payload, context) => {
  const match = matchFacts(payload, context, 'waitlist_joined');
  return {
    subject: `You're on the waitlist: ${match.name}`,
    preheader: `${match.name} is full. We'll e-mail you if a seat opens up.`,
    html: [
      heading("You're on the waitlist"),
      paragraph(greeting(payload)),
      paragraphHtml(`<strong>${escapeHtml(match.name)}</strong> is full right now, so you have been added to the waitlist. If a seat opens up, we will move you in and e-mail you straight away.`),
      details(factRows(match)),
      buttons(button(match.url, 'View match details', 'forest')),
    ].join('\n'),
    text: lines(
      greeting(payload),
      `${match.name} is full right now, so you have been added to the waitlist. If a seat opens up, we will move you in and e-mail you straight away.`,
      factText(match),
      linkLine('Match details', match.url),
    ),
  };
};

export const inviteDeclined: Template = (payload, context) => {
  const match = matchFacts(payload, context, 'invite_declined');
  const matches = absoluteUrl('/matches', context.appUrl);
  return {
    subject: `Thanks for letting us know: ${match.name}`,
    preheader: `We have recorded that you will not play ${match.name}.`,
    html: [
      heading('Sorry you can’t make it'),
      paragraph(greeting(payload)),
      paragraphHtml(`Thanks for letting us know. We have recorded that you will not play <strong>${escapeHtml(match.name)}</strong>${match.date ? ` on ${escapeHtml(match.date)}` : ''}. We’ll miss you out there.`),
      paragraph('If your plans change, get in touch with the organizer. There are more matches coming up.'),
      buttons(button(matches, 'See upcoming matches', 'outline')),
    ].join('\n'),
    text: lines(
      greeting(payload),
      `Thanks for letting us know. We have recorded that you will not play ${match.name}${match.date ? ` on ${match.date}` : ''}. We'll miss you out there.`,
      'If your plans change, get in touch with the organizer. There are more matches coming up.',
      linkLine('Upcoming matches', matches),
    ),
  };
};

export const declineFollowup: Template = (payload, context) => {
  const match = matchFacts(payload, context, 'decline_followup');
  const days = Number(payload.daysBefore ?? 3);
  return {
    subject: `Still time to join ${match.name}?`,
    preheader: `${match.name} is ${days} days away. If your plans have changed, there may still be a seat.`,
    html: [
      heading('Plans changed?'),
      paragraph(greeting(payload)),
      paragraphHtml(`<strong>${escapeHtml(match.name)}</strong> is ${days} days away${match.date ? `, on ${escapeHtml(match.date)}` : ''}. You declined the invitation earlier, and that’s perfectly fine. If your plans have changed, there may still be a seat for you.`),
      details(factRows(match)),
      buttons(button(match.url, 'View the match', 'gold')),
    ].join('\n'),
    text: lines(
      greeting(payload),
      `${match.name} is ${days} days away${match.date ? `, on ${match.date}` : ''}. You declined the invitation earlier, and that's perfectly fine. If your plans have changed, there may still be a seat for you.`,
      factText(match),
      linkLine('View the match', match.url),
    ),
    footerNote: `This is a one-time reminder because you declined the invitation to ${match.name}.`,
  };
};

interface Game {
  name: string;
  cents: number;
}

function games(payload: Payload): Game[] {
  const list = Array.isArray(payload.selectedGames) ? payload.selectedGames : [];
  return list.map((item) => {
    const game = (item ?? {}) as Payload;
    return { name: text(game.name ?? game.game_code) || 'Game', cents: centsFrom(game.buyInCents ?? game.buy_in_cents, game.buyIn) ?? 0 };
  });
}

export const entryConfirmation: Template = (payload, context) => {
  const match = matchFacts(payload, context, 'entry_confirmation');
  const selected = games(payload);
  const total = centsFrom(payload.totalCents, payload.totalAmount) ?? selected.reduce((sum, game) => sum + game.cents, 0);
  const requiresPayment = bool(payload.requiresPayment, false);
  const rows = selected.map((game) => [game.name, formatMoney(game.cents)]);
  const paymentLine = requiresPayment
    ? `Payment of ${formatMoney(total)} is required before play. Your entry stays pending until the treasurer confirms your payment.`
    : Number(total) > 0
      ? `Please settle ${formatMoney(total)} with the treasurer.`
      : 'There is nothing to pay for this match.';
  const instructions = Number(total) > 0 ? paymentInstructionsBlock(context) : { html: '', text: '' };
  return {
    subject: `You're entered: ${match.name}`,
    preheader: `Your entry for ${match.name} is confirmed. Total ${formatMoney(total)}.`,
    html: [
      heading('Your entry is confirmed'),
      paragraph(greeting(payload)),
      paragraphHtml(`You are entered in <strong>${escapeHtml(match.name)}</strong>.`),
      details(factRows(match)),
      selected.length
        ? dataTable(['Game', 'Buy-in'], rows, [false, true], ['Total', formatMoney(total)])
        : paragraph('You have not opted into any side games.'),
      paragraph(paymentLine),
      instructions.html,
      buttons(button(match.url, 'View match details', 'forest')),
    ].join('\n'),
    text: lines(
      greeting(payload),
      `You are entered in ${match.name}.`,
      factText(match),
      selected.length ? textTable(['Game', 'Buy-in'], rows, [false, true], ['Total', formatMoney(total)]) : 'You have not opted into any side games.',
      paymentLine,
      instructions.text,
      linkLine('Match details', match.url),
    ),
  };
};

export const paymentConfirmed: Template = (payload, context) => {
  const match = matchFacts(payload, context, 'payment_confirmed');
  const amount = formatMoney(centsFrom(payload.amountCents, payload.amount) ?? 0);
  const method = methodLabel(payload.method);
  const balance = centsFrom(payload.balanceCents, payload.balance);
  const paidInFull = bool(payload.paidInFull ?? payload.paid_in_full, false);
  const status = paidInFull
    ? 'You are all paid up for this match.'
    : balance !== null && balance > 0
      ? `Remaining balance: ${formatMoney(balance)}.`
      : '';
  const credit = creditLine(payload);
  return {
    subject: `Payment received: ${match.name}`,
    preheader: `We received ${amount} for ${match.name}.`,
    html: [
      heading('Payment received'),
      paragraph(greeting(payload)),
      paragraphHtml(`Thank you. The treasurer has recorded your payment of <strong>${escapeHtml(amount)}</strong> for <strong>${escapeHtml(match.name)}</strong>.`),
      details([...factRows(match), ['Amount', amount], ['Method', method]]),
      status ? paragraph(status) : '',
      credit ? paragraph(credit) : '',
      buttons(button(match.url, 'View match details', 'forest')),
    ].join('\n'),
    text: lines(
      greeting(payload),
      `Thank you. The treasurer has recorded your payment of ${amount} for ${match.name}.`,
      factText(match) + `\nAmount: ${amount}` + (method ? `\nMethod: ${method}` : ''),
      status,
      credit,
      linkLine('Match details', match.url),
    ),
  };
};
