// Template registry: outbox template name + payload → subject, HTML (in the branded layout), plain
// text and attachments. The names are those the SQL side queues (docs/api.md) plus 'custom'.
import { accountClosed } from './account-closed.ts';
import { emailChangeConfirm, emailChangeNotice } from './account.ts';
import { adminNotice } from './admin-notice.ts';
import { custom, playerApproved, playerDeclined, signInLink, weeklyLeaders } from './league.ts';
import { renderLayout, renderTextLayout } from './layout.ts';
import { matchCancelled } from './match-cancelled.ts';
import { matchMessage } from './match-message.ts';
import { matchPostponed } from './match-postponed.ts';
import { matchUpdated } from './match-updated.ts';
import { memberStatus } from './member-status.ts';
import { creditApplied, refundRecorded, winningsPaid } from './money-receipt.ts';
import { declineFollowup, entryConfirmation, inviteDeclined, matchInvite, paymentConfirmed, waitlistJoined, waitlistPromoted } from './matches.ts';
import { matchReminder } from './reminder.ts';
import { paymentReminder } from './payment-reminder.ts';
import { resultsCorrected } from './results-corrected.ts';
import { resultsIn } from './results-in.ts';
import { signupAdminNotice } from './signup-admin-notice.ts';
import { signupReceived } from './signup-received.ts';
import { teeTime } from './tee-time.ts';
import { type Payload, type RenderContext, type RenderedEmail, type Template, TemplateError } from './types.ts';

export const TEMPLATES: Readonly<Record<string, Template>> = {
  match_invite: matchInvite,
  waitlist_joined: waitlistJoined,
  waitlist_promoted: waitlistPromoted,
  invite_declined: inviteDeclined,
  entry_confirmation: entryConfirmation,
  payment_confirmed: paymentConfirmed,
  payment_reminder: paymentReminder,
  refund_recorded: refundRecorded,
  credit_applied: creditApplied,
  winnings_paid: winningsPaid,
  match_updated: matchUpdated,
  match_postponed: matchPostponed,
  match_cancelled: matchCancelled,
  weekly_leaders: weeklyLeaders,
  sign_in_link: signInLink,
  email_change_confirm: emailChangeConfirm,
  email_change_notice: emailChangeNotice,
  decline_followup: declineFollowup,
  // The name queue_decline_followups() gives it.
  invite_decline_followup: declineFollowup,
  match_reminder: matchReminder,
  player_approved: playerApproved,
  player_declined: playerDeclined,
  member_status: memberStatus,
  admin_notice: adminNotice,
  account_closed: accountClosed,
  match_message: matchMessage,
  signup_received: signupReceived,
  signup_admin_notice: signupAdminNotice,
  results_in: resultsIn,
  results_corrected: resultsCorrected,
  tee_time: teeTime,
  custom,
};

export function isKnownTemplate(name: string): boolean {
  return Object.hasOwn(TEMPLATES, name);
}

export function renderEmail(template: string, payload: Payload, context: RenderContext): RenderedEmail {
  const render = isKnownTemplate(template) ? TEMPLATES[template] : undefined;
  if (!render) throw new TemplateError(`Unknown e-mail template: ${template}`);
  const body = render(payload ?? {}, context);
  const subject = body.subject.replace(/[\r\n]+/g, ' ').trim().slice(0, 250);
  return {
    subject,
    html: renderLayout({ branding: context.branding, preheader: body.preheader, bodyHtml: body.html, footerNote: body.footerNote }),
    text: renderTextLayout(context.branding, body.text, body.footerNote),
    attachments: body.attachments ?? [],
  };
}

export { TemplateError } from './types.ts';
export type { Payload, RenderContext, RenderedEmail } from './types.ts';
