// How the Outbox page names the kinds of message (the outbox's template names) and their states.
import type { OutboxStatus } from '../api/keys';

const TEMPLATE_LABELS: Record<string, string> = {
  custom: 'E-mail centre',
  match_message: 'Match field',
  match_invite: 'Invitation',
  waitlist_joined: 'Waitlist joined',
  waitlist_promoted: 'Waitlist promoted',
  invite_declined: 'Invitation declined',
  invite_decline_followup: 'Decline follow-up',
  decline_followup: 'Decline follow-up',
  entry_confirmation: 'Entry confirmation',
  payment_confirmed: 'Payment confirmed',
  refund_recorded: 'Refund receipt',
  credit_applied: 'Credit applied',
  winnings_paid: 'Winnings paid',
  weekly_leaders: 'Weekly leaders',
  sign_in_link: 'Sign-in link',
  email_change_confirm: 'E-mail change',
  email_change_notice: 'E-mail change notice',
  player_approved: 'Member approved',
  player_declined: 'Member declined',
  signup_received: 'Sign-up received',
  signup_admin_notice: 'Sign-up notice',
  results_in: 'Results are in',
  results_corrected: 'Results corrected',
};

/** 'match_invite' → 'Invitation'; an unknown kind reads as its words ('day_before_reminder' → 'Day before reminder'). */
export function templateLabel(template: string): string {
  const known = TEMPLATE_LABELS[template];
  if (known) return known;
  const words = template.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export type StatusView = { label: string; variant: 'success' | 'destructive' | 'warning' | 'secondary' };

/** A pending message that was tried already is retrying (the mail server did not take it yet). */
export function statusView(status: OutboxStatus, attempts: number): StatusView {
  if (status === 'SENT') return { label: 'Sent', variant: 'success' };
  if (status === 'FAILED') return { label: 'Failed', variant: 'destructive' };
  return attempts > 0 ? { label: 'Retrying', variant: 'warning' } : { label: 'Queued', variant: 'secondary' };
}
