// Mail flooding (second security review, S1): every e-mail a visitor or member can cause to a mailbox is
// limited per recipient — the mailbox, not the address as typed: lower-case, without its +tag — whoever
// asks. An attacker with one account keeps changing "their" e-mail to the victim's address; another signs
// up +alias addresses of one mailbox and asks a sign-in link for each.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, client } from './support/clients';
import { withDb, resetRateLimits } from './support/db';
import { activePlayer, outboxCount, rest, signUp, unique, type Answer } from './support/attacker';
import { callFunction } from './support/mail';

/** The most mail a visitor or member can cause to one mailbox in an hour (README, Security → Limits). */
const PER_MAILBOX_HOUR = 5;

let admin: ReturnType<typeof client>;
beforeAll(async () => {
  await resetRateLimits();
  admin = client({ adminToken: await adminToken() });
});
afterAll(resetRateLimits);

describe('S1: mail flooding a mailbox', () => {
  it('caps "confirm your new e-mail" messages to one mailbox, with a clear refusal', async () => {
    const attacker = await activePlayer(admin, 'Flooder');
    const victim = `victim.${unique()}@mail.test`;
    const answers: Answer[] = [];
    for (let i = 0; i < 12; i++) {
      answers.push(await rest('/rpc/update_player_profile', {
        headers: { 'x-player-token': attacker.token },
        body: { p_player_id: attacker.player_id, p_name: `Flooder ${i}`, p_nickname: null,
                // The victim's address, then its aliases and another case: one mailbox.
                p_email: i % 3 === 0 ? victim : i % 3 === 1 ? victim.replace('@', `+x${i}@`) : victim.toUpperCase(),
                p_ghin: attacker.ghin },
      }));
    }
    const queued = await outboxCount(`o.template = 'email_change_confirm' and lower(o.to_email) like $1`, [`${victim.split('@')[0]}%`]);
    expect(queued).toBeLessThanOrEqual(PER_MAILBOX_HOUR);
    const refused = answers.filter((answer) => answer.status === 429);
    expect(refused.length).toBeGreaterThan(0);
    expect(refused[0].body.message).toBe('Too many e-mails have been sent to this address. Please try again later.');
  });

  it('caps sign-in links to +alias addresses of one mailbox', async () => {
    const local = `alias.${unique()}`;
    for (let i = 0; i < 8; i++) {
      const member = await signUp('Alias', `${local}+${i}@mail.test`);
      expect(member.player_id).toBeTruthy();
      const answer = await callFunction('send-sign-in-link', { email: `${local}+${i}@mail.test` }, { anon: true });
      expect([200, 429]).toContain(answer.status);
    }
    const queued = await outboxCount(`o.to_email like $1`, [`${local}+%`]);
    expect(queued).toBeLessThanOrEqual(PER_MAILBOX_HOUR);
  });

  it('does not count what an admin sends, nor mail to the league\'s own inbox', async () => {
    const mailbox = await withDb(async (db) => (await db.query(`select private.mailbox_key('Some.One+news@GoogleMail.com') as k`)).rows[0].k);
    expect(mailbox).toBe('someone@gmail.com');
  });
});
