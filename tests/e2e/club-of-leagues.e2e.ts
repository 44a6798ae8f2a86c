// A club of leagues against the real stack (DESIGN rule 25): the admin adds a second league and opens its
// season from the Leagues screen; a member's home lists both leagues and she asks to join the new one; the
// league's admin approves her; the Create Match form asks which league and the new match lands in that league
// and its season; her home then shows her in both leagues with the new league's next match. At the end the
// league is archived, so the shared stack is again a club of one league for the journeys after this one.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, client } from '../integration/support/clients';
import { withDb } from '../integration/support/db';
import { DESKTOP, expectNoSidewaysScroll, launchBrowser, newPage, shoot } from './support/browser';

const RUN = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const LEAGUE = `Tuesday Nines ${RUN}`;
const SLUG = `tuesday-nines-${RUN}`;
const PHONE_390 = { width: 390, height: 844 };

let browser: Browser;
let admin: SupabaseClient;
let adminSession: string;
let today: string;
let leagueId: string | undefined;
let member: { id: string; token: string; name: string };

async function call<T>(caller: SupabaseClient, name: string, args: Record<string, unknown> = {}): Promise<T> {
  const { data, error } = await caller.rpc(name, args);
  if (error) throw new Error(`${name}: ${error.message}`);
  return data as T;
}

const toast = (page: Page, text: string | RegExp) => page.locator('[data-sonner-toast]').filter({ hasText: text }).first();

async function asAdmin(viewport = DESKTOP): Promise<{ context: BrowserContext; page: Page }> {
  const opened = await newPage(browser, viewport);
  const expiresAt = new Date(Date.now() + 8 * 3600_000).toISOString();
  const session = JSON.stringify({ isAdmin: true, authenticatedAt: Date.now(), token: adminSession, expiresAt });
  await opened.context.addInitScript((value) => window.sessionStorage.setItem('fairway.admin', value), session);
  return opened;
}

async function asMember(viewport = PHONE_390): Promise<{ context: BrowserContext; page: Page }> {
  const opened = await newPage(browser, viewport);
  const session = JSON.stringify({ playerId: member.id, token: member.token });
  await opened.context.addInitScript((value) => window.localStorage.setItem('fairway.player', value), session);
  return opened;
}

beforeAll(async () => {
  browser = await launchBrowser();
  adminSession = await adminToken();
  admin = client({ adminToken: adminSession });
  today = await withDb(async (db) => String((await db.query('select private.club_today()::text as today')).rows[0].today));
  const name = `Lena League ${RUN}`;
  const session = await call<{ player_id: string; token: string }>(client(), 'register_player', {
    p_name: name,
    p_nickname: null,
    p_email: `lena.${RUN}@example.com`,
    p_ghin: String(Math.floor(1e7 + Math.random() * 9e7)),
    p_consent: true,
  });
  await call(admin, 'approve_players', { p_player_ids: [session.player_id] });
  member = { id: session.player_id, token: session.token, name };
});

afterAll(async () => {
  // The other journeys create matches without naming a league: leave a club of one active league.
  if (leagueId) await call(admin, 'set_league_status', { p_league_id: leagueId, p_status: 'ARCHIVED' });
  await browser?.close();
});

describe('a club of leagues', () => {
  it('the admin adds a league and opens its season; a member asks to join and is approved; a match goes in that league', async () => {
    const year = today.slice(0, 4);

    // The admin adds the league: the slug follows the name until typed.
    const { context: adminContext, page } = await asAdmin();
    await page.goto('/admin/leagues');
    await page.getByRole('heading', { name: 'Leagues', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Add League' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add League' });
    await dialog.getByRole('button', { name: 'Create League' }).click();
    await dialog.getByText('League name is required').waitFor();
    await dialog.getByLabel('League name').fill(LEAGUE);
    await expect(dialog.getByLabel('Address').inputValue()).resolves.toBe(SLUG);
    await dialog.getByRole('button', { name: 'Create League' }).click();
    await toast(page, 'League created').waitFor();
    const card = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: LEAGUE }) });
    await card.getByText('No season covers today: open one before adding matches.').waitFor();
    leagueId = await withDb(async (db) => String((await db.query('select id from public.leagues where slug = $1', [SLUG])).rows[0].id));

    // Its first season: Open Season proposes the calendar year.
    await card.getByRole('link', { name: 'Seasons and members' }).click();
    await page.getByRole('heading', { name: LEAGUE, level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Open Season' }).click();
    const seasonDialog = page.getByRole('dialog', { name: 'Open Season' });
    await expect(seasonDialog.getByLabel('Season name').inputValue()).resolves.toBe(year);
    await expect(seasonDialog.getByLabel('First day').inputValue()).resolves.toBe(`${year}-01-01`);
    await expect(seasonDialog.getByLabel('Last day').inputValue()).resolves.toBe(`${year}-12-31`);
    await seasonDialog.getByRole('button', { name: 'Open Season' }).click();
    await toast(page, 'Season opened').waitFor();
    const seasonRow = page.getByRole('row').filter({ hasText: year });
    await seasonRow.getByText('Current').waitFor();
    await page.getByText('Nobody plays in this league yet: approve a request or add a member.').waitFor();

    // A newcomer signing up is asked which leagues (at least one) and asks to join the new one.
    const { context: visitorContext, page: visitor } = await newPage(browser, PHONE_390);
    await visitor.goto('/signup');
    await visitor.getByLabel('Full name').fill(`Nora Newcomer ${RUN}`);
    await visitor.getByRole('textbox', { name: 'Email', exact: true }).fill(`nora.${RUN}@example.com`);
    await visitor.getByLabel('GHIN').fill(String(Math.floor(1e7 + Math.random() * 9e7)));
    await visitor.getByRole('checkbox', { name: /I agree/ }).click();
    await visitor.getByRole('button', { name: 'Request to Join' }).click();
    await visitor.getByText('Choose at least one league to play in').waitFor();
    await visitor.getByRole('checkbox', { name: LEAGUE }).click();
    await shoot(visitor, 'leagues-signup-phone');
    await visitor.getByRole('button', { name: 'Request to Join' }).click();
    await visitor.waitForURL('**/signup/requested');
    const asked = await withDb(async (db) =>
      (
        await db.query(
          `select lm.status from public.league_members lm join public.players p on p.id = lm.player_id where p.email = $1 and lm.league_id = $2`,
          [`nora.${RUN}@example.com`, leagueId],
        )
      ).rows,
    );
    expect(asked).toEqual([{ status: 'PENDING' }]);
    await visitorContext.close();

    // The member sees both leagues on her home and asks to join the new one.
    const { context: memberContext, page: phone } = await asMember();
    await phone.goto('/my-league');
    const leagues = phone.getByRole('list', { name: 'Leagues' });
    await leagues.waitFor();
    const newLeague = leagues.getByRole('listitem').filter({ hasText: LEAGUE });
    await leagues.getByRole('listitem').filter({ hasNotText: LEAGUE }).first().getByText('Playing').waitFor();
    await newLeague.getByRole('button', { name: 'Ask to Join' }).click();
    await toast(phone, `Request sent to the admins of ${LEAGUE}`).waitFor();
    await newLeague.getByText('Asked to join').waitFor();
    await expectNoSidewaysScroll(phone);
    await shoot(phone, 'leagues-member-home-phone');

    // The league's admin approves her.
    await page.reload();
    await page.getByRole('region', { name: 'Asking to join' }).getByText(member.name).waitFor();
    await page.getByRole('button', { name: `Approve ${member.name}` }).click();
    await toast(page, 'Member saved').waitFor();
    await page.getByRole('list', { name: `Members of ${LEAGUE}` }).getByText(member.name).waitFor();
    await shoot(page, 'leagues-detail');
    await page.goto('/admin/leagues');
    await card.getByRole('link', { name: LEAGUE }).waitFor();
    await expectNoSidewaysScroll(page);
    await shoot(page, 'leagues-list');

    // The league's own settings: a change is the league's alone, and goes back to the club's in one click.
    await page.goto('/admin/leagues');
    await card.getByRole('link', { name: 'Settings' }).click();
    await page.getByRole('heading', { name: `${LEAGUE} settings`, level: 1 }).waitFor();
    await page.getByText('Nothing yet: every setting below is the club’s.', { exact: false }).waitFor();
    const promote = page.getByRole('switch', { name: /Promote from the waitlist automatically/ });
    await expect(promote.getAttribute('aria-checked')).resolves.toBe('true');
    await promote.click();
    await toast(page, 'Setting updated successfully').waitFor();
    const own = page.getByRole('list', { name: 'Settings set for this league' });
    await own.getByText('Waitlist promotion').waitFor();
    const stored = () =>
      withDb(async (db) =>
        (await db.query(`select key, value from public.league_settings where league_id = $1 order by key`, [leagueId])).rows,
      );
    await expect(stored()).resolves.toEqual([{ key: 'waitlistAutoPromote', value: 'false' }]);
    await expect(
      withDb(async (db) => (await db.query(`select value from public.settings where key = 'waitlistAutoPromote'`)).rows[0]?.value ?? 'true'),
    ).resolves.toBe('true');
    await expectNoSidewaysScroll(page);
    await shoot(page, 'league-settings');
    await page.getByRole('button', { name: "Use the club's Waitlist promotion" }).click();
    await page.getByText('Nothing yet: every setting below is the club’s.', { exact: false }).waitFor();
    await expect(stored()).resolves.toEqual([]);

    // The Create Match form now asks for the league; the match lands in it and its season.
    const { data: teeset } = await client().from('teesets').select('id, course_id, courses(name)').limit(1).single();
    if (!teeset) throw new Error('the seed has no tee set');
    const courseName = (teeset.courses as unknown as { name: string }).name;
    await page.goto('/matches/new');
    await page.getByRole('button', { name: 'Create Match' }).click();
    await page.getByText('Choose the league of this match').waitFor();
    await page.getByRole('combobox', { name: 'League' }).click();
    await page.getByRole('option', { name: LEAGUE }).click();
    await page.getByRole('combobox', { name: 'Course' }).click();
    await page.getByRole('option', { name: courseName }).first().click();
    await page.getByRole('combobox', { name: 'Tee set' }).click();
    await page.getByRole('option').first().click();
    const matchName = `Tuesday Night ${RUN}`;
    await page.getByRole('textbox', { name: 'Match name' }).fill(matchName);
    await page.getByLabel('Date').fill(today);
    await page.getByRole('button', { name: 'Create Match' }).click();
    await page.waitForURL(/\/matches\/[0-9a-f-]{36}$/);
    const matchId = new URL(page.url()).pathname.split('/').pop() ?? '';
    const placed = await withDb(async (db) =>
      (
        await db.query(
          `select m.league_id::text, s.name as season from public.matches m join public.seasons s on s.id = m.season_id where m.id = $1`,
          [matchId],
        )
      ).rows[0],
    );
    expect(placed).toEqual({ league_id: leagueId, season: year });

    // Its invitations start from the league's players; the whole club is one tick away.
    await page.getByRole('button', { name: 'Invite Players' }).click();
    const invite = page.getByRole('dialog', { name: 'Invite Players' });
    await expect(invite.getByRole('checkbox', { name: `Only players of ${LEAGUE}` }).getAttribute('aria-checked')).resolves.toBe('true');
    const toInvite = invite.getByRole('list', { name: 'Players to invite' });
    await toInvite.getByText(member.name).waitFor();
    await expect(toInvite.getByRole('listitem').count()).resolves.toBe(1);
    await invite.getByRole('checkbox', { name: `Only players of ${LEAGUE}` }).click();
    await expect.poll(() => toInvite.getByRole('listitem').count()).toBeGreaterThan(1);
    await page.keyboard.press('Escape');

    // The matches page says whose match each is; the league's own address lists only its matches.
    await page.goto('/matches');
    const row = page.getByRole('row').filter({ hasText: matchName });
    await row.getByText(LEAGUE).waitFor();
    await page.getByRole('combobox', { name: 'League' }).click();
    await page.getByRole('option', { name: LEAGUE }).click();
    await page.waitForURL(`**/l/${SLUG}/matches`);
    await page.getByRole('heading', { name: `${LEAGUE}: matches`, level: 1 }).waitFor();
    await page.getByRole('table', { name: 'Upcoming matches' }).getByRole('link', { name: matchName }).waitFor();
    await expect(page.getByRole('table', { name: 'Upcoming matches' }).getByRole('row').count()).resolves.toBe(2); // header + the one match
    await shoot(page, 'league-matches');

    // Standings: the club's by calendar year, or the league's by its seasons.
    await page.goto('/standings');
    await page.getByRole('combobox', { name: 'League' }).click();
    await page.getByRole('option', { name: LEAGUE }).click();
    await page.waitForURL(`**/l/${SLUG}/standings`);
    await page.getByRole('heading', { name: `${LEAGUE} standings`, level: 1 }).waitFor();
    await page.getByText(`No final matches in season ${year} yet.`).waitFor();
    await expect(page.getByRole('combobox', { name: 'Season' }).textContent()).resolves.toBe(year);

    // The season cannot close while its match is still to be played.
    await page.goto(`/admin/leagues/${leagueId}`);
    await page.getByRole('button', { name: `Close season ${year}` }).click();
    const closeDialog = page.getByRole('alertdialog', { name: `Close season ${year}?` });
    await closeDialog.getByText('1 of its matches is not yet final: finalize or call them off before closing the season.').waitFor();
    await closeDialog.getByRole('button', { name: 'Close', exact: true }).click();

    // Her home: both leagues hers, the new league's next match linked.
    await phone.reload();
    await newLeague.getByText('Playing').waitFor();
    await newLeague.getByRole('link', { name: matchName }).waitFor();
    await expect(leagues.getByText('Playing').count()).resolves.toBe(2);
    await adminContext.close();
    await memberContext.close();
  });
});
