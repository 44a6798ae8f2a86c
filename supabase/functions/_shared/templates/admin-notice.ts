// Notices to the league's own address (setting fromEmail): a player withdrew from a match (and who got
// the seat, or that players are waiting for it), or a member took a break.
import { absoluteUrl, formatMatchDate, text } from './format.ts';
import { button, buttons, heading, paragraph } from './layout.ts';
import { type Payload, type Template, TemplateError } from './types.ts';

function withdrawn(payload: Payload, timeZone: string): { subject: string; body: string[] } {
  const player = text(payload.playerName) || 'A player';
  const match = text(payload.matchName) || 'a match';
  const date = formatMatchDate(payload.matchDate, timeZone);
  const promoted = text(payload.promotedName);
  const seat = promoted
    ? `${promoted} was moved from the waitlist into the free seat and has been e-mailed.`
    : payload.waitlistWaiting === true
      ? 'Players are waiting for the free seat: promote one from the match page.'
      : 'Nobody is waiting for the free seat.';
  return {
    subject: `${player} withdrew from ${match}`,
    body: [`${player} withdrew from ${match}${date ? ` (${date})` : ''}. Any payment stays as their credit.`, seat],
  };
}

export const adminNotice: Template = (payload, context) => {
  let subject: string;
  let body: string[];
  let link: string | null;
  let label: string;
  if (payload.kind === 'WITHDRAWN') {
    ({ subject, body } = withdrawn(payload, context.timeZone));
    link = absoluteUrl(payload.matchUrl, context.appUrl);
    label = 'Open the match';
  } else if (payload.kind === 'BREAK') {
    const player = text(payload.playerName) || 'A member';
    subject = `${player} is taking a break`;
    body = [`${player} set their membership to inactive from their home page. When they want to play again, reactivate them in Admin → Players.`];
    link = absoluteUrl(payload.playerUrl, context.appUrl);
    label = 'View their profile';
  } else {
    throw new TemplateError('admin_notice: payload field kind must be WITHDRAWN or BREAK');
  }
  return {
    subject,
    preheader: body[0] ?? subject,
    html: [heading(subject), ...body.map(paragraph), link ? buttons(button(link, label, 'forest')) : ''].join('\n'),
    text: [...body, link ? `${label}: ${link}` : ''].filter(Boolean).join('\n\n'),
    footerNote: `You receive this e-mail because it is ${context.branding.clubName}'s own address.`,
  };
};
