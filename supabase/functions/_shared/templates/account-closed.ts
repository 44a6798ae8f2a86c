// The last e-mail to a member who closed their account (/privacy): what was removed and what the league keeps.
import { text } from './format.ts';
import { heading, muted, paragraph } from './layout.ts';
import type { Template } from './types.ts';

export const accountClosed: Template = (payload, context) => {
  const name = text(payload.playerName);
  const greeting = name ? `Hi ${name},` : 'Hi,';
  const done = `Your ${context.branding.clubName} account is closed. Your name, e-mail address, GHIN number and nickname have been removed and you have been signed out everywhere.`;
  const kept = 'Results and payments of the matches you played stay in the league’s records under “Former member”, so its accounts still add up.';
  const ignore = 'If you did not close your account, tell a league admin.';
  return {
    subject: `Your ${context.branding.clubName} account is closed`,
    preheader: 'Your account has been closed and your details removed.',
    html: [heading('Your account is closed'), paragraph(greeting), paragraph(done), paragraph(kept), muted(ignore)].join('\n'),
    text: [greeting, done, kept, ignore].join('\n\n'),
    footerNote: 'This is the last e-mail you receive at this address from the league.',
  };
};
