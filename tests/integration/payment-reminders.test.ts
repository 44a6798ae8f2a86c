// Payment reminders through the local stack (issue #14 item 7): the admin's "Remind Unpaid" through
// send-payment-emails and the scheduler's payment-reminder-tick, read back from maildev.
import { beforeAll, describe, expect, it } from 'vitest';
import { adminToken, client } from './support/clients';
import { callFunction, messagesTo, uniqueEmail, waitForMail, withDb } from './support/mail';

const PINE_HOLLOW = { course: '4657b538-1170-4b7a-a851-f2714dd6c59d', teeset: 'f2fe8c80-1dd7-44e0-aff1-0576646eb5b5' };
const RUN = Date.now().toString(36);

let admin = '';

async function rpc<T>(name: string, args: Record<string, unknown>): Promise<T> {
  const { data, error } = await client({ adminToken: admin }).rpc(name, args);
  if (error) throw new Error(`${name}: ${error.message}`);
  return data as T;
}

async function clubDay(offsetDays: number): Promise<string> {
  return await withDb(async (db) => {
    const { rows } = await db.query<{ day: string }>(`select (private.club_today() + $1::int)::text as day`, [offsetDays]);
    return rows[0]?.day ?? '';
  });
}

/** A match `offsetDays` ahead with a $10 game for everyone and `count` new entrants who have not paid. */
async function matchWithEntrants(name: string, offsetDays: number, count: number) {
  const matchId = await rpc<string>('create_match', {
    p_match: { name, date: await clubDay(offsetDays), course_id: PINE_HOLLOW.course, teeset_id: PINE_HOLLOW.teeset, format: 'Individual Stableford', require_payment_before_play: true },
    p_games: [{ game_code: 'STB_V2', enabled: true, buy_in: 1000, pot_calc: 'PER_PLAYER' }],
  });
  const players: { id: string; email: string }[] = [];
  for (let index = 0; index < count; index += 1) {
    const email = uniqueEmail(`remind${index}`);
    const { data, error } = await client().rpc('register_player', {
      p_name: `Reminded ${index} ${RUN}`, p_nickname: null, p_email: email, p_ghin: String(10_000_000 + Math.floor(Math.random() * 89_999_999)), p_consent: true,
    });
    if (error) throw new Error(error.message);
    players.push({ id: (data as { player_id: string }).player_id, email });
  }
  await rpc('approve_players', { p_player_ids: players.map((p) => p.id) });
  for (const player of players) await rpc('add_match_entry', { p_match_id: matchId, p_player_id: player.id });
  return { matchId, players };
}

beforeAll(async () => {
  admin = await adminToken();
});

describe('payment reminders', () => {
  it('the admin reminds the unpaid entrants at once; nobody else may', async () => {
    const { matchId, players } = await matchWithEntrants(`Reminder Cup ${RUN}`, 4, 2);
    const [paid, unpaid] = players;
    if (!paid || !unpaid) throw new Error('two entrants expected');
    await rpc('record_payment', { p_match_id: matchId, p_player_id: paid.id, p_amount_cents: 1000, p_method: 'CASH', p_note: null });

    const body = { template: 'payment_reminder', matchId };
    expect((await callFunction('send-payment-emails', body, { anon: true })).status).toBe(401);
    expect(await callFunction('send-payment-emails', body, { service: true })).toMatchObject({ status: 403, body: { error: 'Payment reminders are sent by an admin' } });
    expect((await callFunction('send-payment-emails', { ...body, matchId: 'nope' }, { admin })).status).toBe(400);

    const sent = await callFunction('send-payment-emails', body, { admin });
    // Sent at once (by this call or by the outbox kicker racing it); nothing refused.
    expect(sent).toMatchObject({ status: 200, body: { queued: 1, failed: 0 } });
    expect(Number(sent.body.sent) + Number(sent.body.pending)).toBe(1);
    const [mail] = await waitForMail(unpaid.email, { where: (m) => m.subject === `Payment reminder: $10.00 due for Reminder Cup ${RUN}` });
    expect(mail?.text).toContain('You still owe $10.00');
    expect((await messagesTo(paid.email)).filter((m) => m.subject.startsWith('Payment reminder:'))).toHaveLength(0);

    await rpc('record_payment', { p_match_id: matchId, p_player_id: unpaid.id, p_amount_cents: 1000, p_method: 'VENMO', p_note: null });
    expect(await callFunction('send-payment-emails', body, { admin })).toMatchObject({
      status: 422,
      body: { error: 'Nobody owes money for this match: there is no one to remind' },
    });
  });

  it('the scheduler reminds once per entrant, only when paymentReminderDays is on and from 09:00 club time', async () => {
    const { players } = await matchWithEntrants(`Auto Reminder ${RUN}`, 2, 1);
    const [entrant] = players;
    if (!entrant) throw new Error('an entrant expected');
    const at = async (hour: number) =>
      withDb(async (db) => {
        const { rows } = await db.query<{ at: Date }>(`select ((private.club_today() + make_time($1, 0, 0)) at time zone private.club_timezone()) as at`, [hour]);
        return rows[0]?.at.toISOString();
      });
    expect((await callFunction('payment-reminder-tick', {}, { anon: true })).status).toBe(401);
    await rpc('upsert_admin_setting', { p_key: 'paymentReminderDays', p_value: '0' });
    expect((await callFunction('payment-reminder-tick', { now: await at(10) }, { service: true })).body).toMatchObject({ due: false, enabled: false });
    await rpc('upsert_admin_setting', { p_key: 'paymentReminderDays', p_value: '3' });
    try {
      expect((await callFunction('payment-reminder-tick', { now: await at(8) }, { service: true })).body).toMatchObject({ due: false, enabled: true });
      const first = await callFunction('payment-reminder-tick', { now: await at(10) }, { service: true });
      expect(first.body).toMatchObject({ due: true, days: 3 });
      expect(Number(first.body.queued)).toBeGreaterThanOrEqual(1);
      const [mail] = await waitForMail(entrant.email, { where: (m) => m.subject.startsWith('Payment reminder:') });
      expect(mail?.text).toContain('sent automatically');
      await callFunction('payment-reminder-tick', { now: await at(11) }, { service: true });
      expect((await messagesTo(entrant.email)).filter((m) => m.subject.startsWith('Payment reminder:'))).toHaveLength(1);
    } finally {
      await rpc('upsert_admin_setting', { p_key: 'paymentReminderDays', p_value: '0' });
    }
  });
});
