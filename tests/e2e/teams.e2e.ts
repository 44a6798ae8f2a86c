// Team games (issue #19) against the real stack: the admin creates a match with Four-Ball Better Ball, Match
// Play (pairs round robin) and Two-Man Nassau from the Create Match form; with 7 entrants the teams cannot be built
// (an odd field), with 8 the admin builds them balanced by handicap on the tee sheet's Teams card, builds the groups
// keeping partners together and sees the team badges; the bad inputs are refused through the API with their
// messages (a player in two teams, partners in two groups) and nothing is half-written; the markers enter the
// scores by group, the board shows "… 2 UP thru 12", finalize pays each game per team (partners share equally)
// with its explanations; the admin's end-of-play check (DESIGN rule 37) does not list it and rewrites nothing; a
// player sees the teams on the sheet. Screenshots at 390 and 1280 px.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, client, stackEnv } from '../integration/support/clients';
import { withDb } from '../integration/support/db';
import { formatCents } from '../../src/domain/money';
import { signInAdmin } from './support/admin';
import { DESKTOP, launchBrowser, newPage, screenshot } from './support/browser';

const RUN = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const digits = () => String(Math.floor(1e7 + Math.random() * 9e7));
const PHONE_390 = { width: 390, height: 844 };

type Player = { id: string; token: string; name: string };
type Team = { id: string; number: number; name: string | null; player_ids: string[] };
type Sheet = {
  groups: { number: number; marker_player_id: string | null; players: { player_id: string; team_id: string | null; team_number: number | null }[] }[];
  unplaced: { player_id: string }[];
  team_games: string[];
  teams: Team[];
  team_problems: string[];
};

let browser: Browser;
let admin: SupabaseClient;
let matchId: string;
let matchDate: string;
const matchName = `Team Day ${RUN}`;
/** Eight members, best index first (gross 78 … 106). */
const players: Player[] = [];

async function call<T>(supabase: SupabaseClient, name: string, args: Record<string, unknown> = {}): Promise<T> {
  const { data, error } = await supabase.rpc(name, args);
  if (error) throw new Error(`${name}: ${error.message}`);
  return data as T;
}

async function refusal(supabase: SupabaseClient, name: string, args: Record<string, unknown>): Promise<string> {
  const { error } = await supabase.rpc(name, args);
  if (!error) throw new Error(`${name} was not refused`);
  return error.message;
}

async function registerPlayer(name: string, gross: number): Promise<Player> {
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}@example.com`;
  const session = await call<{ player_id: string; token: string }>(client(), 'register_player', {
    p_name: name, p_nickname: null, p_email: email, p_ghin: digits(), p_consent: true,
  });
  await call(admin, 'approve_players', { p_player_ids: [session.player_id] });
  await call(admin, 'add_handicap_log', {
    p_player_id: session.player_id, p_date: '2026-05-01', p_course_name: 'Pine Hollow Golf Club', p_rating: 72.4, p_slope: 131, p_gross: gross,
  });
  await call(admin, 'publish_index', { p_player_id: session.player_id });
  return { id: session.player_id, token: session.token, name };
}

const toast = (page: Page, text: string | RegExp) => page.locator('[data-sonner-toast]').filter({ hasText: text }).first();

async function pick(page: Page, trigger: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: trigger }).click();
  await page.getByRole('option', { name: option }).first().click();
}

async function shot(page: Page, name: string) {
  await page.locator('[data-sonner-toast]').first().waitFor({ state: 'detached', timeout: 8_000 }).catch(() => undefined);
  await screenshot(page, name);
}

const sheetNow = () => call<Sheet>(client(), 'get_tee_sheet', { p_match_id: matchId });
const pairsOf = (teams: Team[]) => teams.map((team) => [...team.player_ids].sort());
const pair = (a: number, b: number) => [players[a].id, players[b].id].sort();

beforeAll(async () => {
  browser = await launchBrowser();
  admin = client({ adminToken: await adminToken() });
  for (let i = 0; i < 8; i += 1) players.push(await registerPlayer(`Team${String.fromCharCode(65 + i)} Player ${RUN}`, 78 + 4 * i));
  matchDate = await withDb(async (db) => String((await db.query('select (private.club_today() + 3)::text as day')).rows[0].day));
});

afterAll(async () => {
  await browser?.close();
});

describe('team games', () => {
  it('the admin creates a match with Four-Ball Better Ball and pairs Match Play', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await signInAdmin(page);
    await page.goto('/matches/new');
    await page.getByRole('heading', { name: 'Create New Match' }).waitFor();
    await pick(page, 'Course', 'Pine Hollow Golf Club');
    await pick(page, 'Tee set', /^Blue/);
    await page.getByRole('textbox', { name: 'Match name' }).fill(matchName);
    await page.getByLabel('Date').fill(matchDate);
    await expect(page.getByText('Requires teams (coming soon)').count()).resolves.toBe(0);

    // The Stableford the form starts with stays on beside the team games. Everyone plays both team games (per
    // player), so 8 entrants make 4 teams.
    await page.getByRole('checkbox', { name: 'Four-Ball Better Ball' }).click();
    await pick(page, 'Four-Ball Better Ball pot', 'Per player (all pay)');
    await expect(page.getByRole('combobox', { name: 'Four-Ball Better Ball format' }).textContent()).resolves.toBe('Stableford');
    await page.getByRole('checkbox', { name: 'Match Play' }).click();
    await pick(page, 'Match Play pot', 'Per player (all pay)');
    await pick(page, 'Match Play format', 'Pairs round robin');
    await page.getByRole('checkbox', { name: 'Two-Man Nassau', exact: true }).click();
    await pick(page, 'Two-Man Nassau pot', 'Per player (all pay)');
    await expect(page.getByRole('combobox', { name: 'Two-Man Nassau format' }).count()).resolves.toBe(0);
    await page.getByRole('region', { name: 'Team' }).scrollIntoViewIfNeeded();
    await shot(page, 'teams-create-match');

    await page.getByRole('button', { name: 'Create Match' }).click();
    await page.waitForURL(/\/matches\/[0-9a-f-]{36}$/);
    matchId = new URL(page.url()).pathname.split('/').pop() ?? '';
    await toast(page, 'Match created successfully').waitFor();
    await page.getByRole('tab', { name: 'Games' }).click();
    await page.getByRole('cell', { name: 'Match Play · Pairs round robin' }).waitFor();
    await page.getByRole('cell', { name: 'Four-Ball Better Ball · Stableford' }).waitFor();
    await context.close();

    // The games card on a phone: the format select sits under its game.
    const phone = await newPage(browser, PHONE_390);
    await signInAdmin(phone.page);
    await phone.page.goto('/matches/new');
    await phone.page.getByRole('checkbox', { name: 'Match Play' }).click();
    await phone.page.getByRole('combobox', { name: 'Match Play format' }).scrollIntoViewIfNeeded();
    await phone.page.screenshot({ path: 'test-results/screenshots/teams-create-match-format-view-390.png' });
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await phone.context.close();

    const games = await withDb(async (db) =>
      (await db.query('select game_code, format, pot_calc from public.match_games where match_id = $1 and enabled order by game_code', [matchId])).rows,
    );
    expect(games.filter((game) => game.game_code !== 'STB_V2')).toEqual([
      { game_code: 'FOUR_BALL', format: 'STABLEFORD', pot_calc: 'PER_PLAYER' },
      { game_code: 'MATCH_PLAY', format: 'PAIRS_ROUND_ROBIN', pot_calc: 'PER_PLAYER' },
      { game_code: 'TEAM_NASSAU', format: null, pot_calc: 'PER_PLAYER' },
    ]);
  });

  it('an odd field cannot be paired; with 8 the admin builds balanced teams and keeps partners in one group', async () => {
    for (const player of players.slice(0, 7)) await call(admin, 'add_match_entry', { p_match_id: matchId, p_player_id: player.id });
    expect(await refusal(admin, 'build_teams', { p_match_id: matchId, p_method: 'RANDOM' })).toBe('Pairs games need an even number of players');
    const { context, page } = await newPage(browser, PHONE_390);
    await signInAdmin(page);
    await page.goto(`/matches/${matchId}`);
    const teamsHeading = page.getByRole('heading', { name: 'Teams', exact: true });
    await teamsHeading.waitFor();
    await teamsHeading.scrollIntoViewIfNeeded();
    const card = page.locator('[data-slot="card"]').filter({ has: teamsHeading });
    await card.getByRole('alert').getByText('Every player in a team game needs a team').waitFor();
    await card.getByRole('alert').getByText('Pairs games need an even number of players').waitFor();
    await card.getByRole('button', { name: 'Balanced' }).click();
    await toast(page, 'Could not build the teams: Pairs games need an even number of players').waitFor();
    expect((await sheetNow()).teams).toEqual([]);

    // The eighth player: the admin reloads and builds balanced teams (best index with worst).
    await call(admin, 'add_match_entry', { p_match_id: matchId, p_player_id: players[7].id });
    await page.reload();
    await teamsHeading.waitFor();
    await card.getByRole('button', { name: 'Balanced' }).click();
    await toast(page, 'Balanced teams built: 4 teams').waitFor();
    const teams = card.getByRole('list', { name: 'Teams' });
    await teams.getByRole('listitem').nth(3).waitFor();
    await expect(teams.getByRole('listitem').count()).resolves.toBe(4);
    await teams.getByRole('listitem', { name: `Team 1: ${players[0].name} & ${players[7].name}` }).waitFor();
    await expect(card.getByRole('alert').count()).resolves.toBe(0);
    const built = await sheetNow();
    expect(pairsOf(built.teams)).toEqual([pair(0, 7), pair(1, 6), pair(2, 5), pair(3, 4)]);
    expect(built.team_problems).toEqual([]);
    await teamsHeading.scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'test-results/screenshots/teams-card-view-390.png' });

    // The groups: auto-build keeping partners together, saved; every player shows their team.
    const sheetHeading = page.getByRole('heading', { name: 'Tee Sheet', exact: true });
    await sheetHeading.scrollIntoViewIfNeeded();
    await page.getByRole('button', { name: 'Auto-build' }).click();
    const dialog = page.getByRole('dialog', { name: 'Auto-build tee sheet' });
    await dialog.getByRole('radio', { name: /Keep requested partners/ }).click();
    await dialog.getByRole('button', { name: 'Build groups' }).click();
    await toast(page, '2 groups built').waitFor();
    await page.getByRole('button', { name: 'Save tee sheet' }).click();
    await toast(page, 'Tee sheet saved: 2 groups').waitFor();
    const saved = await sheetNow();
    for (const team of saved.teams) {
      const groupsOfTeam = new Set(saved.groups.filter((g) => g.players.some((p) => team.player_ids.includes(p.player_id))).map((g) => g.number));
      expect(groupsOfTeam.size).toBe(1);
    }
    await expect(page.getByRole('listitem', { name: 'Group 1' }).getByText(/^Team \d$/).count()).resolves.toBe(4);
    await shot(page, 'teams-tee-sheet-admin');
    await context.close();

    const desk = await newPage(browser, DESKTOP);
    await signInAdmin(desk.page);
    await desk.page.goto(`/matches/${matchId}`);
    const deskHeading = desk.page.getByRole('heading', { name: 'Teams', exact: true });
    await deskHeading.waitFor();
    await deskHeading.scrollIntoViewIfNeeded();
    await desk.page.getByRole('list', { name: 'Teams' }).getByRole('listitem').nth(3).waitFor();
    await desk.page.screenshot({ path: 'test-results/screenshots/teams-card-view-1280.png' });
    await desk.context.close();
  });

  it('the bad inputs are refused with their messages, leaving the teams as they were', async () => {
    const before = await sheetNow();
    const [g1, g2] = before.groups;
    const id = (i: number) => players[i].id;
    expect(
      await refusal(admin, 'save_teams', {
        p_match_id: matchId,
        p_teams: [{ player_ids: [id(0), id(1)] }, { player_ids: [id(2), id(0)] }],
      }),
    ).toBe('A player can be in only one team');
    expect(await refusal(admin, 'save_teams', { p_match_id: matchId, p_teams: [{ player_ids: [id(0), id(1), id(2)] }] })).toBe('A team has exactly 2 players');
    // Partners placed in different groups, on the teams' path and on the tee sheet's.
    const a = g1.players[0].player_id;
    const b = g2.players[0].player_id;
    expect(await refusal(admin, 'save_teams', { p_match_id: matchId, p_teams: [{ player_ids: [a, b] }] })).toBe('A team plays in one group');
    const partnerOfA = before.teams.find((t) => t.player_ids.includes(a))?.player_ids.find((p) => p !== a) ?? '';
    expect(
      await refusal(admin, 'save_tee_sheet', {
        p_match_id: matchId,
        p_groups: [
          { tee_time: '08:00', player_ids: g1.players.map((p) => p.player_id).filter((p) => p !== partnerOfA) },
          { tee_time: '08:10', player_ids: [...g2.players.map((p) => p.player_id), partnerOfA] },
        ],
      }),
    ).toBe('A team plays in one group');
    // Nobody but an admin.
    expect(await refusal(client({ playerToken: players[0].token }), 'build_teams', { p_match_id: matchId, p_method: 'RANDOM' })).toBe('Admin access required');
    expect(await refusal(client(), 'save_teams', { p_match_id: matchId, p_teams: [] })).toBe('Admin access required');

    const after = await sheetNow();
    expect(pairsOf(after.teams)).toEqual(pairsOf(before.teams));
    expect(after.groups.map((g) => g.players.map((p) => p.player_id).sort())).toEqual(before.groups.map((g) => g.players.map((p) => p.player_id).sort()));
  });

  it('scores entered by group show the match status on the board; finalize pays the pots per team', async () => {
    // The match is played today, without payment first.
    const today = await withDb(async (db) => String((await db.query('select private.club_today()::text as day')).rows[0].day));
    await call(admin, 'update_match', { p_match_id: matchId, p_changes: { date: today, require_payment_before_play: false } });
    const detail = await call<{ teeset: { par_by_hole: number[] } }>(client(), 'get_match_detail', { p_match_id: matchId });
    const pars = detail.teeset.par_by_hole;
    const sheet = await sheetNow();
    const teamNumberOf = new Map(sheet.teams.flatMap((team) => team.player_ids.map((id) => [id, team.number] as const)));
    // Per hole both partners card the same gross, teams 3 strokes apart (more than any stroke difference):
    // team 1 wins holes 1–2 and the odd holes, team 2 the even holes from 4 → team 1 is 2 UP thru 12 against team 2.
    const offset = (team: number, hole: number) => {
      const order = hole <= 2 || hole % 2 === 1 || hole > 12 ? [1, 2, 3, 4] : [2, 1, 3, 4];
      return [-2, 1, 4, 7][order.indexOf(team)] ?? 7;
    };
    const enter = async (holes: number[]) => {
      for (const group of sheet.groups) {
        const marker = players.find((p) => p.id === group.marker_player_id);
        const writer = marker ? client({ playerToken: marker.token }) : admin;
        for (const hole of holes) {
          await call(writer, 'save_hole_scores', {
            p_match_id: matchId,
            p_hole: hole,
            p_scores: group.players.map((p) => ({ player_id: p.player_id, strokes: Math.max(1, pars[hole - 1] + offset(teamNumberOf.get(p.player_id) ?? 4, hole)) })),
          });
        }
      }
    };
    await enter([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);

    const { context, page } = await newPage(browser, PHONE_390);
    await page.goto(`/matches/${matchId}/board`);
    await page.getByRole('tab', { name: 'Match play' }).click();
    const t1 = players[0].name;
    const t2 = players[1].name;
    const match12 = page.getByTestId('match-play-match').filter({ hasText: t1 }).filter({ hasText: t2 });
    await expect.poll(async () => match12.getByTestId('match-status').textContent(), { timeout: 20_000 }).toMatch(/2 UP thru 12/);
    await expect(match12.getByTestId('match-status').textContent()).resolves.toContain(t1);
    await page.getByRole('table', { name: 'Match play standings' }).waitFor();
    await shot(page, 'teams-board-match-play');
    await page.getByRole('tab', { name: 'Four-ball' }).click();
    await page.getByRole('table', { name: 'Four-ball team standings' }).getByText(t1).waitFor();
    await shot(page, 'teams-board-four-ball');
    await page.getByRole('tab', { name: '2-man Nassau' }).click();
    await page.getByTestId('team-nassau-front').waitFor();
    await shot(page, 'teams-board-team-nassau');
    await context.close();

    await enter([13, 14, 15, 16, 17, 18]);
    const { apiUrl, anonKey } = stackEnv();
    const response = await fetch(`${apiUrl}/functions/v1/finalize-match`, {
      method: 'POST',
      headers: { apikey: anonKey, authorization: `Bearer ${anonKey}`, 'content-type': 'application/json', 'x-admin-token': await adminToken() },
      body: JSON.stringify({ matchId }),
    });
    expect(response.status, await response.text()).toBe(200);

    type Result = { player_id: string; game_code: string; position: number | null; payout_cents: number; notes: string | null };
    const results = await call<Result[]>(client(), 'get_match_results', { p_match_id: matchId });
    // Paid by place with the league's curve for a small field (four teams): team 1 first, team 2 second (it
    // beats teams 3 and 4 on every hole), each team's share split equally between its partners.
    const settings = await call<{ payoutCurves: { small: string } }>(client(), 'get_public_settings');
    const curve = settings.payoutCurves.small.split(',').map(Number);
    const pot = 8 * 1000;
    const teamPlayers = (number: number) => sheet.teams.find((team) => team.number === number)?.player_ids ?? [];
    for (const code of ['MATCH_PLAY', 'FOUR_BALL']) {
      for (const [place, number] of [[0, 1], [1, 2]] as const) {
        const share = Math.floor(Math.floor((pot * (curve[place] ?? 0)) / 100) / 2);
        for (const id of teamPlayers(number)) {
          const row = results.find((r) => r.game_code === code && r.player_id === id);
          expect(row?.payout_cents, `${code} team ${number}`).toBe(share);
          // The explanation line says the place and the split: "… · 1st · $48.00 for the team, $24.00 each".
          expect(row?.notes, `${code} team ${number}`).toContain(`· ${place === 0 ? '1st' : '2nd'} · ${formatCents(2 * share)} for the team, ${formatCents(share)} each`);
        }
      }
    }
    // Match play round robin: team 1 won its three matches.
    for (const id of teamPlayers(1)) {
      expect(results.find((r) => r.game_code === 'MATCH_PLAY' && r.player_id === id)?.notes).toMatch(/^3 won, 0 halved, 0 lost: 3 points/);
    }
    for (const code of ['MATCH_PLAY', 'FOUR_BALL']) {
      const rows = results.filter((r) => r.game_code === code);
      expect(rows, code).toHaveLength(8);
      const paid = rows.reduce((sum, r) => sum + r.payout_cents, 0);
      expect(paid, code).toBeGreaterThan(0);
      expect(paid, code).toBeLessThanOrEqual(8 * 1000);
      // Team 1 (the best index with the worst) won every hole but the even ones from 4 to 12: first, the pot split between partners.
      const a = rows.find((r) => r.player_id === players[0].id);
      const h = rows.find((r) => r.player_id === players[7].id);
      expect(a?.position, code).toBe(1);
      expect(h?.position, code).toBe(1);
      expect(a?.payout_cents, code).toBe(h?.payout_cents);
      expect(a?.payout_cents ?? 0, code).toBeGreaterThan(0);
    }
    // Two-Man Nassau: team 1 has the lowest better-ball net on the front, the back and overall, so its partners
    // share the whole pot (each part a third; no places).
    const nassau = results.filter((r) => r.game_code === 'TEAM_NASSAU');
    expect(nassau).toHaveLength(8);
    expect(nassau.every((r) => r.position === null)).toBe(true);
    const nassauA = nassau.find((r) => r.player_id === players[0].id)?.payout_cents ?? 0;
    expect(nassauA).toBeGreaterThan(0);
    expect(nassau.find((r) => r.player_id === players[7].id)?.payout_cents).toBe(nassauA);
    expect(nassau.reduce((sum, r) => sum + r.payout_cents, 0)).toBe(2 * nassauA);
    const explanations = await call<{ game_code: string; explanation: { kind?: string } }[]>(client(), 'get_result_explanations', { p_match_id: matchId });
    expect(new Set(explanations.filter((e) => e.game_code === 'MATCH_PLAY').map((e) => e.explanation.kind))).toEqual(new Set(['matchplay']));
    expect(new Set(explanations.filter((e) => e.game_code === 'FOUR_BALL').map((e) => e.explanation.kind))).toEqual(new Set(['fourball']));
    expect(new Set(explanations.filter((e) => e.game_code === 'TEAM_NASSAU').map((e) => e.explanation.kind))).toEqual(new Set(['teamnassau']));

    const desk = await newPage(browser, DESKTOP);
    await desk.page.goto(`/matches/${matchId}`);
    await desk.page.getByText('Final results').first().waitFor();
    await shot(desk.page, 'teams-final-results');
    await desk.context.close();
  });

  it('the admin checks finalized team-game matches under the end-of-play rule: this one holds, nothing is rewritten', async () => {
    const before = await call<{ player_id: string; game_code: string; payout_cents: number }[]>(client(), 'get_match_results', { p_match_id: matchId });
    const { context, page } = await newPage(browser, PHONE_390);
    await signInAdmin(page);
    const card = page.getByTestId('team-settlement-report');
    await card.getByRole('button', { name: 'Check finalized matches' }).click();
    // Every finalized match with match play or a team game is recomputed; this run's was stored by the same rule.
    const answer = card.getByRole('status').filter({ hasText: /holds? under the rule|would settle differently/ }).or(card.getByRole('alert'));
    await answer.first().waitFor({ timeout: 30_000 }).catch(async (error: unknown) => {
      throw new Error(`no answer from the check: ${await card.innerText()} / ${page.url()}`, { cause: error });
    });
    expect(await card.getByRole('alert').count(), await card.innerText()).toBe(0);
    await expect(card.getByRole('link', { name: matchName }).count()).resolves.toBe(0);
    await card.scrollIntoViewIfNeeded();
    await shot(page, 'teams-settlement-report-390');
    await context.close();
    const after = await call<typeof before>(client(), 'get_match_results', { p_match_id: matchId });
    expect(after).toEqual(before);
  });

  it('a player sees the teams on the tee sheet', async () => {
    const { context, page } = await newPage(browser, PHONE_390);
    const me = players[0];
    await context.addInitScript((value) => window.localStorage.setItem('fairway.player', value), JSON.stringify({ playerId: me.id, token: me.token }));
    await page.goto(`/matches/${matchId}`);
    const heading = page.getByRole('heading', { name: 'Tee Sheet', exact: true });
    await heading.waitFor();
    await expect(page.getByRole('heading', { name: 'Teams', exact: true }).count()).resolves.toBe(0);
    const mine = page.getByRole('listitem').filter({ hasText: me.name }).last();
    await mine.getByText('Team 1').waitFor();
    await heading.scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'test-results/screenshots/teams-player-view-390.png' });
    // The entries name each entrant's partner.
    const myTeam = (await sheetNow()).teams.find((team) => team.player_ids.includes(me.id));
    const partner = players.find((p) => p.id !== me.id && myTeam?.player_ids.includes(p.id));
    if (!partner) throw new Error('no partner on the tee sheet');
    await page.getByRole('tab', { name: 'Entries' }).click();
    await page.getByRole('list', { name: 'Entries' }).getByRole('listitem').filter({ hasText: me.name }).getByText(`Partner: ${partner.name}`).waitFor();
    await context.close();
  });
});
