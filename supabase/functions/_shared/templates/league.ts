// League-wide messages: weekly leaders, sign-in link, membership decisions, and the admin's own
// messages (e-mail centre, settings test e-mail).
import { absoluteUrl, centsFrom, formatDateTime, formatMoney, text } from './format.ts';
import { button, buttons, dataTable, heading, muted, paragraph, textTable } from './layout.ts';
import { formatMessageHtml, formatMessageText, htmlToText, sanitizeHtml } from './markup.ts';
import { type Payload, type Template, TemplateError } from './types.ts';

function greeting(payload: Payload): string {
  const name = text(payload.playerName);
  return name ? `Hi ${name},` : 'Hi,';
}

function lines(...parts: string[]): string {
  return parts.filter((part) => part !== '').join('\n\n');
}

export interface Leader {
  name: string;
  earningsCents: number;
  points: number;
}

export function leadersFrom(payload: Payload): Leader[] {
  const list = Array.isArray(payload.leaders) ? payload.leaders : [];
  return list.map((item) => {
    const row = (item ?? {}) as Payload;
    return {
      name: text(row.name) || 'Player',
      earningsCents: centsFrom(row.earningsCents ?? row.earnings_cents, row.earnings) ?? 0,
      points: Number(row.points ?? 0),
    };
  });
}

function shortDate(value: unknown): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(text(value));
  if (!match) return '';
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'short', day: 'numeric' }).format(date);
}

export const weeklyLeaders: Template = (payload, context) => {
  const leaders = leadersFrom(payload);
  const matches = absoluteUrl(payload.matchesUrl, context.appUrl) ?? absoluteUrl('/matches', context.appUrl);
  const from = shortDate(payload.periodStart);
  const to = shortDate(payload.periodEnd);
  const period = from && to ? `Results from ${from} to ${to}.` : 'Results of the last 7 days.';
  const rows = leaders.map((leader, index) => [String(index + 1), leader.name, formatMoney(leader.earningsCents), String(leader.points)]);
  const numeric = [true, false, true, true];
  const top = leaders[0];
  return {
    subject: `${context.branding.clubName} weekly leaders`,
    preheader: top ? `${top.name} leads the week with ${formatMoney(top.earningsCents)}.` : 'No results this week: see the upcoming matches.',
    html: [
      heading('This week’s leaders'),
      paragraph(greeting(payload)),
      leaders.length
        ? [paragraph(period), dataTable(['#', 'Player', 'Earnings', 'Points'], rows, numeric)].join('\n')
        : paragraph('No results this week. There are matches coming up: claim your spot on next week’s board.'),
      buttons(button(matches, 'See upcoming matches', 'gold')),
    ].join('\n'),
    text: lines(
      greeting(payload),
      leaders.length
        ? `${period}\n\n${textTable(['#', 'Player', 'Earnings', 'Points'], rows, numeric)}`
        : "No results this week. There are matches coming up: claim your spot on next week's board.",
      matches ? `Upcoming matches: ${matches}` : '',
    ),
    footerNote: `You receive the weekly leaders as an active member of ${context.branding.clubName}.`,
  };
};

export const signInLink: Template = (payload, context) => {
  const url = absoluteUrl(payload.signInUrl, context.appUrl) ??
    (text(payload.token) ? absoluteUrl(`/signin/${encodeURIComponent(text(payload.token))}`, context.appUrl) : null);
  if (!url) throw new TemplateError('sign_in_link: payload field signInUrl is required');
  const until = formatDateTime(payload.expiresAt, context.timeZone);
  const validity = `The link works once and is valid for one hour${until ? ` (until ${until})` : ''}.`;
  return {
    subject: `Your sign-in link for ${context.branding.clubName}`,
    preheader: 'Sign in on this device with one click. The link is valid for one hour.',
    html: [
      heading('Sign in'),
      paragraph(greeting(payload)),
      paragraph(`Use the button below to sign in to ${context.branding.clubName} on this device.`),
      buttons(button(url, 'Sign in', 'gold')),
      paragraph(validity),
      muted('If you did not ask for this link, you can ignore this e-mail: nobody can sign in without it.'),
    ].join('\n'),
    text: lines(
      greeting(payload),
      `Use this link to sign in to ${context.branding.clubName} on this device:\n${url}`,
      validity,
      'If you did not ask for this link, you can ignore this e-mail: nobody can sign in without it.',
    ),
    footerNote: `You receive this e-mail because someone asked for a sign-in link for your ${context.branding.clubName} account.`,
  };
};

export const playerApproved: Template = (payload, context) => {
  const profile = absoluteUrl(payload.profileUrl, context.appUrl);
  const matches = absoluteUrl('/matches', context.appUrl);
  return {
    subject: `Welcome to ${context.branding.clubName}`,
    preheader: 'Your membership request has been approved.',
    html: [
      heading(`Welcome to ${context.branding.clubName}`),
      paragraph(greeting(payload)),
      paragraph('Good news: your membership request has been approved. You can now be invited to matches, keep your handicap log and follow the leaderboards.'),
      buttons(button(profile, 'View your profile', 'gold'), button(matches, 'Upcoming matches', 'outline')),
    ].join('\n'),
    text: lines(
      greeting(payload),
      'Good news: your membership request has been approved. You can now be invited to matches, keep your handicap log and follow the leaderboards.',
      profile ? `Your profile: ${profile}` : '',
      matches ? `Upcoming matches: ${matches}` : '',
    ),
  };
};

export const playerDeclined: Template = (payload, context) => ({
  subject: `Your ${context.branding.clubName} membership request`,
  preheader: 'An update on your membership request.',
  html: [
    heading('Your membership request'),
    paragraph(greeting(payload)),
    paragraph(`Thank you for your interest in ${context.branding.clubName}. We are not able to approve your membership request at this time.`),
    paragraph('If you think this is a mistake, please get in touch with the league organizer.'),
  ].join('\n'),
  text: lines(
    greeting(payload),
    `Thank you for your interest in ${context.branding.clubName}. We are not able to approve your membership request at this time.`,
    'If you think this is a mistake, please get in touch with the league organizer.',
  ),
  footerNote: `You receive this e-mail because you asked to join ${context.branding.clubName}.`,
});

/**
 * An admin's own message. `message` is text with the e-mail centre's conventions (escaped, then
 * bold/links/line breaks); `htmlBody` is HTML reduced to an allow-list of formatting tags.
 */
export const custom: Template = (payload) => {
  const subject = text(payload.subject);
  if (!subject) throw new TemplateError('custom: payload field subject is required');
  const message = typeof payload.message === 'string' ? payload.message : '';
  const htmlBody = typeof payload.htmlBody === 'string' ? payload.htmlBody : '';
  if (!message.trim() && !htmlBody.trim()) throw new TemplateError('custom: payload field message or htmlBody is required');
  const html = message.trim() ? formatMessageHtml(message) : sanitizeHtml(htmlBody);
  return {
    subject,
    preheader: (message.trim() ? formatMessageText(message) : htmlToText(htmlBody)).replace(/\s+/g, ' ').slice(0, 120),
    html: `<div style="margin:0 0 8px;">${html}</div>`,
    text: message.trim() ? formatMessageText(message) : htmlToText(html),
  };
};
