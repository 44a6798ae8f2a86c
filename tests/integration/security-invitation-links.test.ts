// Invitation links (second security review, S4): an admin may resend an invitation, but the link in it
// reaches the invitee only. Asking send-email to mail the invitation's reference to another address
// (the admin's own) gets no working link.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, client } from './support/clients';
import { resetRateLimits, withDb } from './support/db';
import { activePlayer, call, matchToday, unique } from './support/attacker';
import { callFunction, messagesTo } from './support/mail';

let adminSession: string;
beforeAll(async () => {
  await resetRateLimits();
  adminSession = await adminToken();
});
afterAll(resetRateLimits);

describe('S4: an invitation link to someone else', () => {
  it('never delivers a player\'s invitation link to another address', async () => {
    const admin = client({ adminToken: adminSession });
    const invitee = await activePlayer(admin, 'Invitee');
    const matchId = await matchToday(admin, []);
    await withDb((db) => db.query(`update public.matches set date = date + 7 where id = $1`, [matchId]));
    await call(admin, 'create_invitations', { p_match_id: matchId, p_player_ids: [invitee.player_id], p_message: null, p_expires_at: null, p_include_ics: false });
    const payload = await withDb(async (db) => (await db.query(
      `select payload from public.email_outbox where template = 'match_invite' and to_email = $1`, [invitee.email])).rows[0]?.payload);
    expect(payload?.inviteRef).toBeTruthy();
    const thief = `thief.${unique()}@mail.test`;
    const answer = await callFunction('send-email', { template: 'match_invite', to: thief, data: { ...payload, acceptUrl: '/placeholder' } }, { admin: adminSession });
    expect(answer.status).not.toBe(200);
    expect(JSON.stringify(answer.body)).toContain('A link is sent to the address it was made for only');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const stolen = await messagesTo(thief);
    expect(stolen.filter((message) => message.html.includes('/invites/'))).toHaveLength(0);
  });
});
