// signup_received — the applicant's acknowledgement of a sign-up: what happens next.
import { absoluteUrl, text } from './format.ts';
import { button, buttons, heading, paragraph } from './layout.ts';
import type { Template } from './types.ts';

export const signupReceived: Template = (payload, context) => {
  const name = text(payload.playerName);
  const greeting = name ? `Hi ${name},` : 'Hi,';
  const rules = absoluteUrl('/terms', context.appUrl);
  const steps = [
    `Thank you for asking to join ${context.branding.clubName}. Your request is waiting for approval by the league's organisers.`,
    'You will get an e-mail as soon as they have decided. Once approved, you can be invited to matches, keep your handicap log and follow the leaderboards.',
  ];
  return {
    subject: `We received your request to join ${context.branding.clubName}`,
    preheader: 'Your membership request is waiting for approval.',
    html: [heading('Request received'), paragraph(greeting), ...steps.map(paragraph), buttons(button(rules, 'Read the league rules', 'outline'))].join('\n'),
    text: [greeting, ...steps, rules ? `The league rules: ${rules}` : ''].filter(Boolean).join('\n\n'),
    footerNote: `You receive this e-mail because you asked to join ${context.branding.clubName}.`,
  };
};
