// signup_admin_notice — tells the organisers (the league's own address) that a sign-up waits for review.
import { absoluteUrl, formatDateTime, text } from './format.ts';
import { button, buttons, details, heading, paragraph } from './layout.ts';
import { type Template, TemplateError } from './types.ts';

export const signupAdminNotice: Template = (payload, context) => {
  const name = text(payload.playerName);
  if (!name) throw new TemplateError('signup_admin_notice: payload field playerName is required');
  const review = absoluteUrl(payload.reviewUrl, context.appUrl) ?? absoluteUrl('/admin/players/pending', context.appUrl);
  const rows: Array<[string, string]> = [
    ['Name', name],
    ['E-mail', text(payload.playerEmail)],
    ['GHIN', text(payload.ghin)],
    ['Submitted', formatDateTime(payload.submittedAt, context.timeZone)],
  ];
  const filled = rows.filter(([, value]) => value !== '');
  return {
    subject: `New sign-up waiting for approval: ${name}`,
    preheader: `${name} asked to join ${context.branding.clubName}.`,
    html: [heading('New sign-up'), paragraph(`${name} asked to join ${context.branding.clubName}.`), details(filled), buttons(button(review, 'Review pending players', 'gold'))].join('\n'),
    text: [`${name} asked to join ${context.branding.clubName}.`, filled.map(([label, value]) => `${label}: ${value}`).join('\n'), review ? `Review pending players: ${review}` : '']
      .filter(Boolean)
      .join('\n\n'),
    footerNote: `Sent to the league's address (${context.fromEmail}) for its organisers.`,
  };
};
