/** Admin changes of a member's status (each an RPC that audits and e-mails the member). */
export type MemberStatusChange = 'deactivate' | 'reactivate' | 'undoDecline';

export type LifecycleMember = { status: string; join_date: string | null; email: string | null };

/**
 * The change an admin can make to this member, if any. A declined request is INACTIVE without a join date;
 * a closed account has no e-mail (players_contact_check) and no change; PENDING requests are approved or declined.
 */
export function memberStatusChange(member: LifecycleMember): MemberStatusChange | null {
  if (member.email === null) return null;
  if (member.status === 'ACTIVE') return 'deactivate';
  if (member.status === 'INACTIVE') return member.join_date ? 'reactivate' : 'undoDecline';
  return null;
}
