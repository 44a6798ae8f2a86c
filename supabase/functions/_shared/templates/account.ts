// Account security messages: the confirmation of a new e-mail address (sent to the NEW address, with the
// link) and the notice of the change request (sent to the OLD address, never with the link).
import { absoluteUrl, formatDateTime, text } from './format.ts';
import { button, buttons, heading, muted, paragraph } from './layout.ts';
import { type Payload, type Template, TemplateError } from './types.ts';

function greeting(payload: Payload): string {
  const name = text(payload.playerName);
  return name ? `Hi ${name},` : 'Hi,';
}

export const emailChangeConfirm: Template = (payload, context) => {
  const url = absoluteUrl(payload.confirmUrl, context.appUrl);
  if (!url) throw new TemplateError('email_change_confirm: payload field confirmUrl is required');
  const address = text(payload.newEmail);
  const until = formatDateTime(payload.expiresAt, context.timeZone);
  const validity = `The link works once and is valid for 24 hours${until ? ` (until ${until})` : ''}.`;
  const ask = `Confirm that ${address || 'this address'} is the new e-mail address of your ${context.branding.clubName} account.`;
  const ignore = 'If you did not ask for this change, ignore this e-mail: nothing changes without this link.';
  return {
    subject: `Confirm your new e-mail address for ${context.branding.clubName}`,
    preheader: 'Your e-mail address changes only when you confirm it.',
    html: [
      heading('Confirm your new e-mail address'),
      paragraph(greeting(payload)),
      paragraph(ask),
      buttons(button(url, 'Confirm e-mail address', 'gold')),
      paragraph(validity),
      muted(ignore),
    ].join('\n'),
    text: [greeting(payload), `${ask}\n${url}`, validity, ignore].join('\n\n'),
    footerNote: `You receive this e-mail because this address was entered on a ${context.branding.clubName} account.`,
  };
};

export const emailChangeNotice: Template = (payload, context) => {
  const address = text(payload.newEmail);
  const when = formatDateTime(payload.requestedAt, context.timeZone);
  const what = `Someone asked${when ? ` on ${when}` : ''} to change the e-mail address of your ${context.branding.clubName} account${
    address ? ` to ${address}` : ''
  }. It changes only once the new address is confirmed; your other devices are then signed out.`;
  const help = 'If this was not you, tell a league admin and keep using this address: nothing has changed yet.';
  return {
    subject: `Your ${context.branding.clubName} e-mail address is being changed`,
    preheader: 'A change of your e-mail address was requested.',
    html: [heading('E-mail change requested'), paragraph(greeting(payload)), paragraph(what), muted(help)].join('\n'),
    text: [greeting(payload), what, help].join('\n\n'),
    footerNote: `You receive this e-mail because it is the address of your ${context.branding.clubName} account.`,
  };
};
