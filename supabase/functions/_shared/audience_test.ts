// Unit tests for the e-mail centre's recipient rule (send-email with `audience`).
import { assertEquals, assertThrows } from './testing.ts';
import { NOT_ACTIVE_PLAYER, parseAudience, requireAudience } from './audience.ts';
import { HttpError } from './http.ts';

const statuses: Record<string, string> = {
  'ann@club.example': 'ACTIVE',
  'pat@club.example': 'PENDING',
  'ivan@club.example': 'INACTIVE',
};
const statusOf = (email: string) => Promise.resolve(statuses[email] ?? null);

async function refusal(promise: Promise<unknown>): Promise<HttpError | null> {
  try {
    await promise;
    return null;
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
}

Deno.test('audience: absent means no recipient check; only active-players is known', () => {
  assertEquals(parseAudience(undefined), null);
  assertEquals(parseAudience(null), null);
  assertEquals(parseAudience('active-players'), 'active-players');
  for (const unknown of ['', 'all', 'ACTIVE-PLAYERS', 1, ['active-players']]) {
    assertThrows(() => parseAudience(unknown), HttpError, 'Unknown audience');
  }
});

Deno.test('audience active-players: only an ACTIVE player\'s address is a recipient', async () => {
  assertEquals(await refusal(requireAudience('active-players', 'ann@club.example', statusOf)), null);
  for (const to of ['pat@club.example', 'ivan@club.example', 'stranger@club.example']) {
    const error = await refusal(requireAudience('active-players', to, statusOf));
    assertEquals([error?.status, error?.message, error?.details], [400, NOT_ACTIVE_PLAYER, { field: 'to' }], to);
  }
  assertEquals(NOT_ACTIVE_PLAYER, 'This recipient is not an active player');
});

Deno.test('no audience: nothing is looked up (settings test e-mail to any address)', async () => {
  let lookups = 0;
  await requireAudience(null, 'anyone@club.example', () => { lookups += 1; return Promise.resolve(null); });
  assertEquals(lookups, 0);
});
