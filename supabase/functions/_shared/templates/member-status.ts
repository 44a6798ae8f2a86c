// The member's own notice of a change of their membership: deactivated or reactivated by an admin, a
// declined request restored for review, or a break they took from their home (/responsible-gaming).
import { absoluteUrl, text } from './format.ts';
import { button, buttons, heading, muted, paragraph } from './layout.ts';
import { type Payload, type Template, TemplateError } from './types.ts';

type Kind = 'DEACTIVATED' | 'REACTIVATED' | 'DECLINE_UNDONE' | 'BREAK';

function copy(kind: Kind, club: string): { subject: string; title: string; body: string; next: string } {
  switch (kind) {
    case 'DEACTIVATED':
      return {
        subject: `Your ${club} membership is now inactive`,
        title: 'Your membership is inactive',
        body: `A league admin has set your ${club} membership to inactive. While inactive you receive no invitations and cannot be entered in matches; your history stays intact.`,
        next: 'If you think this is a mistake, or when you want to play again, get in touch with a league admin.',
      };
    case 'REACTIVATED':
      return {
        subject: `Welcome back to ${club}`,
        title: 'Your membership is active again',
        body: `A league admin has made your ${club} membership active again: you can be invited to matches and sign in as before.`,
        next: 'Sign in with the link on the sign-up page if this device no longer knows you.',
      };
    case 'DECLINE_UNDONE':
      return {
        subject: `Your ${club} membership request is being reviewed again`,
        title: 'Your request is back under review',
        body: `The decision on your ${club} membership request has been withdrawn: your request is pending again and an admin will review it.`,
        next: 'You will get another e-mail once it has been decided.',
      };
    case 'BREAK':
      return {
        subject: `You are taking a break from ${club}`,
        title: 'Enjoy your break',
        body: `Your ${club} membership is now inactive, as you asked. You receive no invitations and cannot be entered in matches; your history stays intact for when you return.`,
        next: 'When you want to play again, ask any league admin to set your membership to active.',
      };
  }
}

const KINDS: readonly Kind[] = ['DEACTIVATED', 'REACTIVATED', 'DECLINE_UNDONE', 'BREAK'];

export const memberStatus: Template = (payload: Payload, context) => {
  const kind = KINDS.find((item) => item === payload.kind);
  if (!kind) throw new TemplateError('member_status: payload field kind must be DEACTIVATED, REACTIVATED, DECLINE_UNDONE or BREAK');
  const name = text(payload.playerName);
  const greeting = name ? `Hi ${name},` : 'Hi,';
  const { subject, title, body, next } = copy(kind, context.branding.clubName);
  const help = kind === 'BREAK' ? absoluteUrl(payload.responsibleGamingUrl, context.appUrl) : null;
  return {
    subject,
    preheader: title,
    html: [
      heading(title),
      paragraph(greeting),
      paragraph(body),
      paragraph(next),
      help ? buttons(button(help, 'Responsible gaming', 'outline')) : '',
      muted('This is a notice about your membership; no reply is needed.'),
    ].join('\n'),
    text: [greeting, body, next, help ? `Responsible gaming: ${help}` : ''].filter(Boolean).join('\n\n'),
    footerNote: `You receive this e-mail because you are a member of ${context.branding.clubName}.`,
  };
};
