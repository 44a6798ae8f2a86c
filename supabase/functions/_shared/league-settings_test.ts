// A club of leagues (issue #27): the mail side reads a message's league — the payment instructions of the
// match's league, else the club's — and the scheduler's ticks run when the club or any league has the job on.
import { assert, assertEquals, assertStringIncludes } from './testing.ts';
import { render } from './outbox.ts';
import { parseSettings, paymentInstructionsFor } from './settings.ts';

const tuesday = '11111111-1111-4111-8111-111111111111';
const seniors = '22222222-2222-4222-8222-222222222222';
const club = { paymentInstructions: 'Venmo @club-treasurer', paymentReminderDays: '2', inviteDeclineFollowupEnabled: 'false' };
const rows = [
  { league_id: tuesday, key: 'paymentInstructions', value: ' Cash to the Tuesday starter ' },
  { league_id: seniors, key: 'paymentInstructions', value: '  ' },
  { league_id: seniors, key: 'inviteDeclineFollowupEnabled', value: 'true' },
  { league_id: tuesday, key: 'paymentReminderDays', value: '5' },
];

Deno.test("a league with its own payment instructions gives them; the others and messages of no match give the club's", () => {
  const settings = parseSettings(club, undefined, true, rows);
  assertEquals(paymentInstructionsFor(settings, tuesday), 'Cash to the Tuesday starter');
  assertEquals(paymentInstructionsFor(settings, seniors), null, 'blank: the league shows none');
  assertEquals(paymentInstructionsFor(settings, '33333333-3333-4333-8333-333333333333'), 'Venmo @club-treasurer');
  assertEquals(paymentInstructionsFor(settings, null), 'Venmo @club-treasurer');
});

Deno.test('the ticks run when the club or any league has the job on', () => {
  const settings = parseSettings(club, undefined, true, rows);
  assertEquals(settings.anyLeague, { declineFollowupEnabled: true, paymentReminderDays: 5 });
  assertEquals(parseSettings(club).anyLeague, { declineFollowupEnabled: false, paymentReminderDays: 2 }, "one league: the club's values");
});

Deno.test('an invitation to a Tuesday match says how to pay the Tuesday league', () => {
  const settings = parseSettings(club, 'https://league.club.test', true, rows);
  const row = {
    template: 'match_invite',
    payload: { playerName: 'Ann', matchName: 'Tuesday Nines', courseName: 'Pine Valley', matchId: 'm-1', matchDate: '2026-12-15', token: 't' },
  };
  const now = new Date('2026-12-01T12:00:00Z');
  assertStringIncludes(render(row, settings, now, tuesday).text, 'How to pay:\nCash to the Tuesday starter');
  assertStringIncludes(render(row, settings, now).text, 'How to pay:\nVenmo @club-treasurer');
  assert(!render(row, settings, now, seniors).text.includes('How to pay'));
});
