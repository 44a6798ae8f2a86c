// E-mail through the local stack: every message of the spec is triggered the way the app triggers it
// (RPCs that queue, the send-* functions, the scheduled ticks) and read back from maildev's API.
import { beforeAll, describe, expect, it } from 'vitest';
import { adminToken, client } from './support/clients';
import {
  attachmentText,
  callFunction,
  inbox,
  messagesTo,
  outboxFor,
  uniqueEmail,
  waitForMail,
  withDb,
  type InboxMessage,
} from './support/mail';

const PINE_HOLLOW = { course: '4657b538-1170-4b7a-a851-f2714dd6c59d', teeset: 'f2fe8c80-1dd7-44e0-aff1-0576646eb5b5' };

let admin = '';

function ghin(): string {
  return String(10_000_000 + Math.floor(Math.random() * 89_999_999));
}

async function clubToday(offsetDays = 0): Promise<string> {
  return await withDb(async (db) => {
    const { rows } = await db.query<{ day: string }>(`select (private.club_today() + $1::int)::text as day`, [offsetDays]);
    return rows[0]?.day ?? '';
  });
}

/** Registers players and approves them (ACTIVE), returning their ids and addresses. */
async function activePlayers(label: string, count: number): Promise<Array<{ id: string; email: string; name: string }>> {
  const players = [];
  for (let index = 0; index < count; index += 1) {
    const email = uniqueEmail(`${label}${index}`);
    const name = `${label[0]?.toUpperCase()}${label.slice(1)} Player ${index + 1}`;
    const { data, error } = await client().rpc('register_player', { p_name: name, p_nickname: null, p_email: email, p_ghin: ghin(), p_consent: true });
    if (error) throw new Error(error.message);
    players.push({ id: (data as { player_id: string }).player_id, email, name });
  }
  const { error } = await client({ adminToken: admin }).rpc('approve_players', { p_player_ids: players.map((player) => player.id) });
  if (error) throw new Error(error.message);
  return players;
}

async function createMatch(name: string, date: string, extra: Record<string, unknown> = {}): Promise<{ id: string; gameIds: string[] }> {
  const db = client({ adminToken: admin });
  const { data, error } = await db.rpc('create_match', {
    p_match: { name, date, course_id: PINE_HOLLOW.course, teeset_id: PINE_HOLLOW.teeset, format: 'Individual Stableford', require_payment_before_play: true, allow_waitlist: true, ...extra },
    p_games: [{ game_code: 'STB_V2', enabled: true, buy_in: 1000 }, { game_code: 'SKINS_GROSS', enabled: true, buy_in: 500 }],
  });
  if (error) throw new Error(error.message);
  const detail = await db.rpc('get_match_detail', { p_match_id: data });
  const games = (detail.data as { games: Array<{ id: string; game_code: string }> }).games;
  return { id: data as string, gameIds: games.map((game) => game.id) };
}

async function processOutbox(): Promise<Record<string, unknown>> {
  const { status, body } = await callFunction('process-email-outbox', {}, { service: true });
  expect(status).toBe(200);
  return body;
}

function inviteToken(message: InboxMessage): string {
  const match = /\/invites\/([0-9a-f]{64})/.exec(message.text);
  if (!match?.[1]) throw new Error('no invitation link in the e-mail');
  return match[1];
}

beforeAll(async () => {
  admin = await adminToken();
});

describe('who may make the league send mail', () => {
  it('refuses anonymous callers and bad admin tokens on admin sends; ticks need the service role', async () => {
    const message = { to: uniqueEmail('nobody'), subject: 'x', message: 'y' };
    expect(await callFunction('send-email', message, { anon: true })).toMatchObject({ status: 401, body: { error: 'Admin access required' } });
    expect((await callFunction('send-email', message, { admin: 'not-a-real-token' })).status).toBe(403);
    expect((await callFunction('send-payment-emails', { to: message.to, data: { matchName: 'x' } }, { anon: true })).status).toBe(401);
    expect((await callFunction('send-weekly-leaders', {}, { anon: true })).status).toBe(401);
    expect((await callFunction('process-email-outbox', {}, { anon: true })).status).toBe(401);
    expect((await callFunction('send-decline-email', { email: message.to, matchName: 'x' }, { anon: true })).status).toBe(401);
    expect((await callFunction('weekly-leaders-tick', {}, { admin })).status).toBe(401);
    expect((await callFunction('decline-followup-tick', {}, { anon: true })).status).toBe(401);
    expect(await messagesTo(message.to)).toEqual([]);
  });

  it('answers OPTIONS for the browser and refuses other methods', async () => {
    const { apiUrl, anonKey } = { apiUrl: process.env.STACK_API_URL ?? '', anonKey: process.env.STACK_ANON_KEY ?? '' };
    const preflight = await fetch(`${apiUrl}/functions/v1/send-email`, { method: 'OPTIONS' });
    expect(preflight.status).toBe(204);
    const get = await fetch(`${apiUrl}/functions/v1/send-email`, { headers: { apikey: anonKey } });
    expect(get.status).toBe(405);
  });
});

describe('send-email (e-mail centre, settings test e-mail)', () => {
  it('sends an admin message in the branded layout, escaped before the bold/link/line-break conversion', async () => {
    const to = uniqueEmail('centre');
    const { status, body } = await callFunction('send-email', {
      to,
      subject: 'League news',
      message: 'Hello **everyone**!\nSee [the rules](https://league.example/terms).\n<script>alert("x")</script><img src=x onerror=alert(1)>',
    }, { admin });
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: 'SENT' });
    const [mail] = await waitForMail(to);
    expect(mail?.subject).toBe('League news');
    expect(mail?.from[0]).toMatchObject({ address: 'league@fairway.example', name: 'Fairway League' });
    expect(mail?.html).toContain('Fairway League');
    expect(mail?.html).toContain('Where wagers meet fairways.');
    expect(mail?.html).toContain('Hello <strong>everyone</strong>!<br>');
    expect(mail?.html).toContain('<a href="https://league.example/terms"');
    expect(mail?.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(mail?.html).not.toMatch(/<script|<img src=x/);
    expect(mail?.text).toContain('Hello everyone!\nSee the rules (https://league.example/terms).');
    const [row] = await outboxFor(to);
    expect(row).toMatchObject({ template: 'custom', status: 'SENT', attempts: 1, last_error: null, subject: 'League news', id: body.id });
  });

  it('takes an HTML body (reduced to safe formatting) and a sender override', async () => {
    const to = uniqueEmail('html');
    const { status } = await callFunction('send-email', {
      to, subject: 'Test e-mail', htmlBody: '<p>It <em>works</em>.</p><script>steal()</script><a href="javascript:x()">bad</a>', fromOverride: 'Pro@Club.Example',
    }, { admin });
    expect(status).toBe(200);
    const [mail] = await waitForMail(to);
    expect(mail?.from[0]?.address).toBe('pro@club.example');
    expect(mail?.html).toContain('<p>It <em>works</em>.</p>');
    expect(mail?.html).not.toMatch(/steal|javascript:/);
    expect(mail?.text).toContain('It works.');
  });

  it('answers 400 with a clear message for a bad address or a missing subject or message', async () => {
    expect(await callFunction('send-email', { to: 'not-an-address', subject: 's', message: 'm' }, { admin }))
      .toMatchObject({ status: 400, body: { error: 'Please enter a valid email address', field: 'to' } });
    expect(await callFunction('send-email', { to: 'a@b.example, c@d.example', subject: 's', message: 'm' }, { admin }))
      .toMatchObject({ status: 400, body: { error: 'Please enter a valid email address' } });
    expect(await callFunction('send-email', { to: 'ok@mail.test', subject: ' ', message: 'm' }, { admin }))
      .toMatchObject({ status: 400, body: { error: 'Please enter a subject' } });
    expect(await callFunction('send-email', { to: 'ok@mail.test', subject: 's' }, { admin }))
      .toMatchObject({ status: 400, body: { error: 'Please enter a message' } });
    expect(await callFunction('send-email', { to: 'ok@mail.test', subject: 's', message: 'm', fromOverride: 'nope' }, { admin }))
      .toMatchObject({ status: 400, body: { field: 'fromOverride' } });
    expect((await callFunction('send-email', { to: 'ok@mail.test', template: 'match_invite', data: {} }, { admin })).status).toBe(400);
  });

  it('e-mail centre audience: only an ACTIVE player is a recipient (checked when sending)', async () => {
    const subject = 'League news';
    const [active] = await activePlayers('audience', 1);
    const inactive = uniqueEmail('audience.inactive');
    const { data } = await client().rpc('register_player', { p_name: 'Audience Inactive', p_nickname: null, p_email: inactive, p_ghin: ghin(), p_consent: true });
    expect((await client({ adminToken: admin }).rpc('decline_players', { p_player_ids: [(data as { player_id: string }).player_id] })).data).toBe(1);

    expect(await callFunction('send-email', { to: inactive, subject, htmlBody: '<p>Hi</p>', audience: 'active-players' }, { admin }))
      .toMatchObject({ status: 400, body: { error: 'This recipient is not an active player', field: 'to' } });
    expect(await callFunction('send-email', { to: uniqueEmail('audience.stranger'), subject, htmlBody: '<p>Hi</p>', audience: 'active-players' }, { admin }))
      .toMatchObject({ status: 400, body: { error: 'This recipient is not an active player' } });
    expect(await callFunction('send-email', { to: active?.email, subject, htmlBody: '<p>Hi</p>', audience: 'everyone' }, { admin }))
      .toMatchObject({ status: 400, body: { error: 'Unknown audience: everyone', field: 'audience' } });
    // Compared as stored: the address is checked after trimming and lowercasing.
    expect(await callFunction('send-email', { to: ` ${active?.email.toUpperCase()} `, subject, htmlBody: '<p>Hi</p>', audience: 'active-players' }, { admin }))
      .toMatchObject({ status: 200, body: { status: 'SENT' } });
    expect(await waitForMail(active?.email ?? '', { where: (message) => message.subject === subject })).toHaveLength(1);
    // Nothing was queued for the refused recipient (the sign-up and decline_players queued only their own notices).
    expect((await outboxFor(inactive)).map((row) => row.template).sort()).toEqual(['player_declined', 'signup_received']);

    // Without an audience (the settings test e-mail) any valid address still gets the message.
    expect(await callFunction('send-email', { to: inactive, subject: 'Test e-mail', htmlBody: '<p>SMTP works.</p>' }, { admin }))
      .toMatchObject({ status: 200, body: { status: 'SENT' } });
  });

  it('sends a templated match invitation with its calendar attachment, and one without', async () => {
    const withIcs = uniqueEmail('ics');
    const data = {
      playerName: 'Ivy Invitee', matchName: 'Winter Cup', courseName: 'Pine Hollow Golf Club', matchDate: '2026-12-12',
      acceptUrl: 'http://localhost:54321/invites/abc', declineUrl: 'http://localhost:54321/invites/abc?action=decline',
      adminMessage: 'Shotgun start, **be early**.', includeIcs: true, matchId: 'b8d2f0a6-0000-4000-8000-000000000001', expiryDate: '2026-12-11T23:00:00Z',
    };
    expect((await callFunction('send-email', { template: 'match_invite', to: withIcs, data }, { admin })).body).toMatchObject({ status: 'SENT' });
    const [mail] = await waitForMail(withIcs);
    expect(mail?.subject).toBe("You're invited: Winter Cup on December 12, 2026");
    expect(mail?.html).toContain('Shotgun start, <strong>be early</strong>.');
    expect(mail?.html).toContain('href="http://localhost:54321/invites/abc?action=decline"');
    expect(mail?.attachments?.map((item) => item.filename)).toEqual(['invite.ics']);
    const ics = await attachmentText(mail as InboxMessage, 'invite.ics');
    expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(ics).toContain('METHOD:PUBLISH\r\n');
    expect(ics).toContain('DTSTART:20261212T130000Z\r\n'); // 08:00 in New York
    expect(ics).toContain('DTEND:20261212T170000Z\r\n'); // four hours
    expect(ics).toContain('UID:match-b8d2f0a6-0000-4000-8000-000000000001@localhost\r\n');

    const without = uniqueEmail('noics');
    await callFunction('send-email', { template: 'match_invite', to: without, data: { ...data, includeIcs: false } }, { admin });
    const [plain] = await waitForMail(without);
    expect(plain?.attachments ?? []).toEqual([]);
  });
});

describe('messages queued by the database, delivered by the functions', () => {
  it('approval, invitation (.ics), entry, waitlist, decline, payment and promotion e-mails', async () => {
    const [ann, bob, cat] = await activePlayers('flow', 3);
    if (!ann || !bob || !cat) throw new Error('players not created');
    await processOutbox();
    const [welcome] = await waitForMail(ann.email, { where: (message) => message.subject === 'Welcome to Fairway League' });
    expect(welcome?.subject).toBe('Welcome to Fairway League');

    const match = await createMatch('Email Flow Classic', await clubToday(10), { capacity: 1 });
    const invited = await client({ adminToken: admin }).rpc('create_invitations', {
      p_match_id: match.id, p_player_ids: [ann.id, bob.id, cat.id], p_message: 'Bring **cash** & a smile <3', p_expires_at: null, p_include_ics: true,
    });
    expect(invited.error).toBeNull();
    expect(invited.data).toBe(3);
    const report = await processOutbox();
    expect(report.sent).toBeGreaterThanOrEqual(3);
    const isInvite = (message: InboxMessage) => message.subject.startsWith("You're invited: Email Flow Classic");
    const [annInvite] = await waitForMail(ann.email, { where: isInvite });
    const [bobInvite] = await waitForMail(bob.email, { where: isInvite });
    const [catInvite] = await waitForMail(cat.email, { where: isInvite });
    expect(annInvite?.html).toContain('Bring <strong>cash</strong> &amp; a smile &lt;3');
    expect(annInvite?.text).toMatch(/RSVP by: .+ at 6:00 PM E[SD]T/);
    const ics = await attachmentText(annInvite as InboxMessage, 'invite.ics');
    expect(ics).toContain('SUMMARY:Email Flow Classic');
    expect(ics).toContain('LOCATION:Pine Hollow Golf Club');

    // Ann takes the only seat; the invitation page has the queued confirmation delivered at once.
    const annToken = inviteToken(annInvite as InboxMessage);
    const entered = await client().rpc('respond_to_invitation', { p_token: annToken, p_accept: true, p_match_game_ids: match.gameIds });
    expect(entered.data).toMatchObject({ outcome: 'ENTERED', total_cents: 1500 });
    expect(await callFunction('send-confirmation-email', { inviteToken: annToken }, { anon: true })).toMatchObject({ status: 200, body: { delivered: 1 } });
    const [confirmation] = await waitForMail(ann.email, { where: (message) => message.subject === "You're entered: Email Flow Classic" });
    expect(confirmation?.html).toContain('$15.00');
    expect(confirmation?.text).toMatch(/Total\s+\$15\.00/);
    expect(confirmation?.text).toContain('Payment of $15.00 is required before play.');

    // Bob finds it full and joins the waitlist; Cat declines.
    const bobToken = inviteToken(bobInvite as InboxMessage);
    expect((await client().rpc('respond_to_invitation', { p_token: bobToken, p_accept: true })).data).toMatchObject({ outcome: 'WAITLISTED' });
    expect((await callFunction('send-waitlist-emails', { inviteToken: bobToken }, { anon: true })).body).toMatchObject({ delivered: 1 });
    await waitForMail(bob.email, { where: (message) => message.subject === "You're on the waitlist: Email Flow Classic" });
    const catToken = inviteToken(catInvite as InboxMessage);
    expect((await client().rpc('respond_to_invitation', { p_token: catToken, p_accept: false })).data).toMatchObject({ outcome: 'DECLINED' });
    expect((await callFunction('send-decline-email', { inviteToken: catToken }, { anon: true })).body).toMatchObject({ delivered: 1 });
    await waitForMail(cat.email, { where: (message) => message.subject === 'Thanks for letting us know: Email Flow Classic' });
    // The spec's own call after the RPC finds the queued message: no second copy.
    const again = await callFunction('send-decline-email', { email: cat.email, playerName: cat.name, matchName: 'Email Flow Classic', matchDate: '2026-12-01', matchId: match.id }, { admin });
    expect(again.body).toMatchObject({ status: 'SENT', duplicate: true });
    // A wrong token is refused; the holder's path never queues anything.
    expect((await callFunction('send-decline-email', { inviteToken: 'f'.repeat(64) }, { anon: true })).status).toBe(404);

    // A payment: record_payment queues, send-payment-emails (spec flow) delivers that one.
    const paid = await client({ adminToken: admin }).rpc('record_payment', { p_match_id: match.id, p_player_id: ann.id, p_amount_cents: 1500, p_method: 'VENMO', p_note: null });
    expect(paid.error).toBeNull();
    const payment = await callFunction('send-payment-emails', {
      template: 'payment_confirmed', to: ann.email,
      data: { playerName: ann.name, matchName: 'Email Flow Classic', matchDate: '2026-12-05', amount: '15.00', method: 'VENMO', matchId: match.id },
    }, { admin });
    expect(payment).toMatchObject({ status: 200, body: { status: 'SENT', duplicate: true } });
    const [receipt] = await waitForMail(ann.email, { where: (message) => message.subject === 'Payment received: Email Flow Classic' });
    expect(receipt?.text).toContain('Amount: $15.00');
    expect(receipt?.text).toContain('Method: Venmo');

    // A seat opens: Bob is promoted from the waitlist.
    await client({ adminToken: admin }).rpc('update_match', { p_match_id: match.id, p_changes: { capacity: 2 } });
    const waitlist = await client({ adminToken: admin }).rpc('get_match_waitlist', { p_match_id: match.id });
    const promoted = await client({ adminToken: admin }).rpc('promote_waitlist', { p_waitlist_id: (waitlist.data as Array<{ id: string }>)[0]?.id });
    expect(promoted.error).toBeNull();
    await processOutbox();
    await waitForMail(bob.email, { where: (message) => message.subject === "A seat opened up: you're in Email Flow Classic" });

    // Each message exactly once, every outbox row SENT.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const subjects = (address: string) => messagesTo(address).then((list) => list.map((message) => message.subject).sort());
    expect(await subjects(ann.email)).toEqual(['Payment received: Email Flow Classic', 'We received your request to join Fairway League', 'Welcome to Fairway League', "You're entered: Email Flow Classic", "You're invited: Email Flow Classic on " + annInvite?.subject.split(' on ')[1]].sort());
    // Each also had the sign-up's acknowledgement (issue #15).
    expect(await subjects(bob.email)).toHaveLength(5);
    expect(await subjects(cat.email)).toHaveLength(4);
    for (const player of [ann, bob, cat]) {
      for (const row of await outboxFor(player.email)) expect(row).toMatchObject({ status: 'SENT', attempts: 1, last_error: null });
    }
  });

  it('spec-style sends without a queued twin: waitlist, confirmation and decline e-mails by an admin', async () => {
    const to = uniqueEmail('direct');
    const matchId = 'c0ffee00-0000-4000-8000-000000000002';
    expect((await callFunction('send-waitlist-emails', { template: 'waitlist_joined', to, data: { playerName: 'Dee', matchName: 'Direct Open', matchDate: '2026-12-19', matchId } }, { admin })).body).toMatchObject({ status: 'SENT' });
    expect((await callFunction('send-confirmation-email', {
      email: to, playerName: 'Dee', matchName: 'Direct Open', courseName: 'Lakeside Municipal', matchDate: '2026-12-19',
      selectedGames: [{ name: 'Gross Skins', buyIn: '5.00' }, { name: 'Nassau', buyIn: '15.00' }], totalAmount: '20.00', requiresPayment: false, matchId,
    }, { admin })).body).toMatchObject({ status: 'SENT' });
    expect((await callFunction('send-decline-email', { email: to, playerName: 'Dee', matchName: 'Direct Open', matchDate: '2026-12-19', matchId }, { service: true })).body).toMatchObject({ status: 'SENT' });
    expect((await callFunction('send-email', { template: 'waitlist_promoted', to, data: { playerName: 'Dee', matchName: 'Direct Open', courseName: 'Lakeside Municipal', matchDate: '2026-12-19', matchId } }, { admin })).body).toMatchObject({ status: 'SENT' });
    const mails = await waitForMail(to, { count: 4 });
    expect(mails.map((message) => message.subject).sort()).toEqual([
      "A seat opened up: you're in Direct Open", 'Thanks for letting us know: Direct Open', "You're entered: Direct Open", "You're on the waitlist: Direct Open",
    ]);
    const confirmation = mails.find((message) => message.subject === "You're entered: Direct Open");
    expect(confirmation?.text).toMatch(/Nassau\s+\$15\.00/);
    expect(confirmation?.text).toMatch(/Total\s+\$20\.00/);
    expect(confirmation?.text).toContain('Please settle $20.00 with the treasurer.');
  });
});

describe('membership decisions', () => {
  it('approving and declining sign-ups mail the players', async () => {
    const emails = [uniqueEmail('approve'), uniqueEmail('decline')];
    const ids: string[] = [];
    for (const [index, email] of emails.entries()) {
      const { data } = await client().rpc('register_player', { p_name: `Applicant ${index}`, p_nickname: null, p_email: email, p_ghin: ghin(), p_consent: true });
      ids.push((data as { player_id: string }).player_id);
    }
    expect((await client({ adminToken: admin }).rpc('approve_players', { p_player_ids: [ids[0]] })).data).toBe(1);
    expect((await client({ adminToken: admin }).rpc('decline_players', { p_player_ids: [ids[1]] })).data).toBe(1);
    await processOutbox();
    // The sign-up itself was acknowledged, and the league's address told (issue #15).
    const [received] = await waitForMail(emails[0] ?? '', { where: (message) => message.subject === 'We received your request to join Fairway League' });
    expect(received?.text).toContain('waiting for approval');
    const notices = await waitForMail('league@fairway.example', {
      where: (message) => message.subject === 'New sign-up waiting for approval: Applicant 0' && (message.text ?? '').includes(emails[0] ?? '?'),
    });
    expect(notices).toHaveLength(1);
    const [welcome] = await waitForMail(emails[0] ?? '', { where: (message) => message.subject === 'Welcome to Fairway League' });
    expect(welcome?.text).toContain(`/players/${ids[0]}`);
    const [declined] = await waitForMail(emails[1] ?? '', { where: (message) => message.subject === 'Your Fairway League membership request' });
    expect(declined?.subject).toBe('Your Fairway League membership request');
  });
});

describe('sign-in link', () => {
  it('mails a one-hour /signin/{token} link that signs the player in, and says nothing about unknown addresses', async () => {
    const [player] = await activePlayers('signin', 1);
    if (!player) throw new Error('no player');
    const answer = await callFunction('send-sign-in-link', { email: player.email.toUpperCase() }, { anon: true });
    expect(answer).toMatchObject({ status: 200, body: { ok: true } });
    const [mail] = await waitForMail(player.email, { where: (message) => message.subject === 'Your sign-in link for Fairway League' });
    expect(mail?.text).toContain('valid for one hour');
    const token = /\/signin\/([0-9a-f]{64})/.exec(mail?.text ?? '')?.[1];
    const redeemed = await client().rpc('redeem_sign_in_link', { p_token: token });
    expect(redeemed.data).toMatchObject({ player_id: player.id });
    // The stored copy keeps no link.
    const row = (await outboxFor(player.email)).find((item) => item.template === 'sign_in_link');
    expect(row).toMatchObject({ status: 'SENT', subject: 'Your sign-in link for Fairway League' });
    expect(await withDb(async (db) => (await db.query('select html, text from public.email_outbox where id = $1', [row?.id])).rows[0])).toEqual({ html: null, text: null });

    const stranger = uniqueEmail('stranger');
    expect(await callFunction('send-sign-in-link', { email: stranger }, { anon: true })).toEqual(answer);
    expect((await callFunction('send-sign-in-link', { email: 'nope' }, { anon: true })).status).toBe(400);
  });

  it('is rate limited per address', async () => {
    const email = uniqueEmail('flood');
    const statuses = [];
    for (let index = 0; index < 4; index += 1) statuses.push((await callFunction('send-sign-in-link', { email }, { anon: true })).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});

describe('weekly leaders', () => {
  it('send now: every ACTIVE player gets the current leaders', async () => {
    const [player] = await activePlayers('leaders', 1);
    if (!player) throw new Error('no player');
    const { status, body } = await callFunction('send-weekly-leaders', {}, { admin });
    expect(status).toBe(200);
    const active = await withDb(async (db) => Number((await db.query(`select count(*) from public.players where status = 'ACTIVE'`)).rows[0]?.count));
    expect(body).toMatchObject({ recipients: active, sent: active, failed: 0 });
    const [mail] = await waitForMail(player.email, { where: (message) => message.subject === 'Fairway League weekly leaders' });
    const leaders = await client({ adminToken: admin }).rpc('get_weekly_leaders');
    const list = leaders.data as Array<{ name: string; earnings_cents: number }>;
    if (list.length) {
      expect(mail?.html).toContain(list[0]?.name.replace(/'/g, '&#39;'));
      expect(mail?.text).toContain(`$${(Number(list[0]?.earnings_cents) / 100).toFixed(2)}`);
    } else {
      expect(mail?.text).toContain('No results this week');
    }
    // At most once a week: a second send is refused with when the first went, unless confirmed.
    const again = await callFunction('send-weekly-leaders', {}, { admin });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ alreadySent: true });
    expect(String(again.body.error)).toMatch(/^The weekly leaders e-mail already went out this week \(.+\)\. Confirm to send it again\.$/);
    const confirmed = await callFunction('send-weekly-leaders', { confirmResend: true }, { admin });
    expect(confirmed.body).toMatchObject({ recipients: active, resend: true, failed: 0 });
  });

  it('the Monday tick: due at the configured time in the club time zone, at most once per week', async () => {
    const [player] = await activePlayers('tick', 1);
    if (!player) throw new Error('no player');
    // 2026-11-30 is a Monday; the default send time is 17:00 America/New_York (22:00 UTC in winter).
    expect((await callFunction('weekly-leaders-tick', { now: '2026-11-30T21:55:00Z' }, { service: true })).body).toMatchObject({ due: false, nextRun: '2026-11-30T22:00:00.000Z' });
    expect((await callFunction('weekly-leaders-tick', { now: '2026-12-01T15:00:00Z' }, { service: true })).body).toMatchObject({ due: false });
    const first = await callFunction('weekly-leaders-tick', { now: '2026-11-30T22:05:00Z' }, { service: true });
    expect(first.body).toMatchObject({ due: true, week: '2026-W49' });
    expect(Number(first.body.queued)).toBeGreaterThan(0);
    expect(Number(first.body.sent)).toBeGreaterThanOrEqual(Number(first.body.queued));
    const second = await callFunction('weekly-leaders-tick', { now: '2026-11-30T22:10:00Z' }, { service: true });
    expect(second.body).toMatchObject({ due: true, queued: 0, sent: 0 });
    await waitForMail(player.email, { where: (message) => message.subject === 'Fairway League weekly leaders' });
    const rows = (await outboxFor(player.email)).filter((row) => row.dedupe_key?.startsWith('weekly_leaders:'));
    expect(rows).toHaveLength(1);
    expect((await messagesTo(player.email)).filter((message) => message.subject === 'Fairway League weekly leaders')).toHaveLength(1);
  });

  it('follows the configured hour and time zone', async () => {
    const settings = client({ adminToken: admin });
    await settings.rpc('upsert_admin_setting', { p_key: 'clubTimezone', p_value: 'Australia/Sydney' });
    await settings.rpc('upsert_admin_setting', { p_key: 'weeklyLeadersSendHour', p_value: '8' });
    await settings.rpc('upsert_admin_setting', { p_key: 'weeklyLeadersSendMinute', p_value: '30' });
    try {
      // Monday 08:30 in Sydney (AEDT, +11) is Sunday 21:30 UTC.
      expect((await callFunction('weekly-leaders-tick', { now: '2026-11-29T21:25:00Z' }, { service: true })).body).toMatchObject({ due: false, nextRun: '2026-11-29T21:30:00.000Z' });
      expect((await callFunction('weekly-leaders-tick', { now: '2026-11-29T21:30:00Z' }, { service: true })).body).toMatchObject({ due: true });
      await settings.rpc('upsert_admin_setting', { p_key: 'weeklyLeadersEnabled', p_value: 'false' });
      expect((await callFunction('weekly-leaders-tick', { now: '2026-11-29T21:30:00Z' }, { service: true })).body).toMatchObject({ due: false, enabled: false });
    } finally {
      await settings.rpc('upsert_admin_setting', { p_key: 'clubTimezone', p_value: 'America/New_York' });
      await settings.rpc('upsert_admin_setting', { p_key: 'weeklyLeadersSendHour', p_value: '17' });
      await settings.rpc('upsert_admin_setting', { p_key: 'weeklyLeadersSendMinute', p_value: '0' });
      await settings.rpc('upsert_admin_setting', { p_key: 'weeklyLeadersEnabled', p_value: 'true' });
    }
  });
});

describe('decline follow-up', () => {
  it('one gentle reminder to declined invitees of a match 3 days ahead, from 09:00 club time, when enabled', async () => {
    const [player] = await activePlayers('followup', 1);
    if (!player) throw new Error('no player');
    const match = await createMatch('Follow-up Fourball', await clubToday(3));
    await client({ adminToken: admin }).rpc('create_invitations', { p_match_id: match.id, p_player_ids: [player.id], p_message: null, p_expires_at: null, p_include_ics: false });
    await processOutbox();
    const [invite] = await waitForMail(player.email, { where: (message) => message.subject.startsWith("You're invited: Follow-up Fourball") });
    await client().rpc('respond_to_invitation', { p_token: inviteToken(invite as InboxMessage), p_accept: false });

    const at = async (hour: number) => withDb(async (db) => {
      const { rows } = await db.query<{ at: Date }>(`select ((private.club_today() + make_time($1, 0, 0)) at time zone private.club_timezone()) as at`, [hour]);
      return rows[0]?.at.toISOString();
    });
    const settings = client({ adminToken: admin });
    expect((await callFunction('decline-followup-tick', { now: await at(10) }, { service: true })).body).toMatchObject({ due: false, enabled: false });
    await settings.rpc('upsert_admin_setting', { p_key: 'inviteDeclineFollowupEnabled', p_value: 'true' });
    try {
      expect((await callFunction('decline-followup-tick', { now: await at(8) }, { service: true })).body).toMatchObject({ due: false, enabled: true });
      const first = await callFunction('decline-followup-tick', { now: await at(10) }, { service: true });
      expect(first.body).toMatchObject({ due: true, matchDate: await clubToday(3) });
      expect(Number(first.body.queued)).toBeGreaterThanOrEqual(1);
      expect((await callFunction('decline-followup-tick', { now: await at(11) }, { service: true })).body).toMatchObject({ due: true, queued: 0 });
      const [reminder] = await waitForMail(player.email, { where: (message) => message.subject === 'Still time to join Follow-up Fourball?' });
      expect(reminder?.text).toContain('Follow-up Fourball is 3 days away');
      expect(reminder?.text).toContain(`/matches/${match.id}`);
      expect((await messagesTo(player.email)).filter((message) => message.subject.startsWith('Still time'))).toHaveLength(1);
    } finally {
      await settings.rpc('upsert_admin_setting', { p_key: 'inviteDeclineFollowupEnabled', p_value: 'false' });
    }
  });
});

describe('the outbox', () => {
  it('while e-mail notifications are off, notifications are skipped but an admin test e-mail still goes', async () => {
    const settings = client({ adminToken: admin });
    await settings.rpc('upsert_admin_setting', { p_key: 'emailEnabled', p_value: 'false' });
    const to = uniqueEmail('disabled');
    try {
      const payment = await callFunction('send-payment-emails', { template: 'payment_confirmed', to, data: { matchName: 'Off Week', amount: '5.00', method: 'CASH' } }, { admin });
      expect(payment).toMatchObject({ status: 200, body: { status: 'SKIPPED', id: null } });
      expect((await callFunction('send-weekly-leaders', {}, { admin })).status).toBe(409);
      expect((await callFunction('send-email', { to, subject: 'Test e-mail', message: 'SMTP works.' }, { admin })).body).toMatchObject({ status: 'SENT' });
    } finally {
      await settings.rpc('upsert_admin_setting', { p_key: 'emailEnabled', p_value: 'true' });
    }
    const mails = await waitForMail(to);
    expect(mails.map((message) => message.subject)).toEqual(['Test e-mail']);
  });

  it('a message that cannot be rendered fails at once, with its error, and counts on the admin dashboard', async () => {
    const dashboard = async () => ((await client({ adminToken: admin }).rpc('get_admin_dashboard')).data as { needs_attention: { failed_emails: number } }).needs_attention.failed_emails;
    const before = await dashboard();
    const to = uniqueEmail('broken');
    await withDb((db) => db.query(`insert into public.email_outbox (template, to_email, payload) values ('no_such_template', $1, '{}')`, [to]));
    await processOutbox();
    const [row] = await outboxFor(to);
    expect(row).toMatchObject({ status: 'FAILED', attempts: 1, last_error: 'Unknown e-mail template: no_such_template' });
    expect(await dashboard()).toBe(before + 1);
  });

  it('concurrent runs deliver each due message exactly once', async () => {
    const addresses = Array.from({ length: 12 }, (_, index) => uniqueEmail(`race${index}`));
    await withDb(async (db) => {
      for (const to of addresses) {
        await db.query(`insert into public.email_outbox (template, to_email, payload) values ('custom', $1, $2)`, [to, { subject: 'Race', message: 'Once only.' }]);
      }
    });
    const runs = await Promise.all([processOutbox(), processOutbox(), processOutbox(), processOutbox()]);
    expect(runs.reduce((sum, run) => sum + Number(run.sent), 0)).toBeGreaterThanOrEqual(addresses.length);
    for (const to of addresses) await waitForMail(to);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const all = await inbox();
    for (const to of addresses) {
      expect(all.filter((message) => message.to.some((item) => item.address === to))).toHaveLength(1);
      expect((await outboxFor(to))[0]).toMatchObject({ status: 'SENT', attempts: 1 });
    }
  });
});
