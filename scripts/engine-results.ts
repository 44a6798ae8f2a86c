// The engine's results for matches as the database holds them, outside the edge function (run by Deno, which
// the stack already ships: `node_modules/.bin/deno run --allow-all scripts/engine-results.ts …`). It uses the
// finalize-match function's own path: private.engine_source_of (the rows) → _shared/match-results.ts (the
// generated copy of src/domain) → the rows the function stores.
//
//   compute            stdin: [{match_id, source}] → stdout: [{match_id, rows}]  (seed-scale's results)
//   check --db URL     every final match: its stored results must equal the engine's; prints the figures
//                      and exits 1 on any difference (npm test runs it after seed:scale)
//   league-rounds --db URL [--match ID]
//                      every final match (or the one named): each league round in the handicap record (source LEAGUE) must hold
//                      the adjusted gross the engine posts now (net double bogey, Rule 3.1b). Read-only: it
//                      lists each round that differs (match, player, stored → now) and exits 1 if any does;
//                      finalizing that match again posts the round anew. Run it after a rule of
//                      src/domain/handicap-posting.ts changes (docs/handicaps.md).
import postgres from 'npm:postgres@3.4.7';
import { engineResultRows, leagueRounds, type EngineSource } from '../supabase/functions/_shared/match-results.ts';
import type { ResultRow } from '../supabase/functions/_shared/domain/result-rows.ts';

type Stored = Omit<ResultRow, 'explanation'> & { explanation: unknown };

function canonical(rows: readonly Stored[]): string {
  const sorted = [...rows].sort((a, b) => a.game_code.localeCompare(b.game_code) || a.player_id.localeCompare(b.player_id));
  const sortKeys = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(sortKeys)
      : value && typeof value === 'object'
        ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)).map(([k, v]) => [k, sortKeys(v)]))
        : value;
  return JSON.stringify(sortKeys(sorted.map((r) => ({ ...r, points: r.points === null ? null : Number(r.points) }))));
}

async function compute(): Promise<void> {
  const input = JSON.parse(await new Response(Deno.stdin.readable).text()) as { match_id: string; source: EngineSource }[];
  const out = input.map(({ match_id, source }) => ({ match_id, rows: engineResultRows(source) }));
  await Deno.stdout.write(new TextEncoder().encode(JSON.stringify(out)));
}

async function check(dbUrl: string): Promise<void> {
  const sql = postgres(dbUrl, { max: 1, prepare: false, onnotice: () => {} });
  try {
    const matches = await sql<{ id: string }[]>`select id from public.matches where is_final order by date, id`;
    const differing: string[] = [];
    let rowsCompared = 0;
    for (let i = 0; i < matches.length; i += 100) {
      const ids = matches.slice(i, i + 100).map((m) => m.id);
      const sources = await sql<{ id: string; source: EngineSource }[]>`
        select id, private.engine_source_of(id) as source from unnest(${ids}::uuid[]) as id`;
      const stored = await sql<(Stored & { match_id: string })[]>`
        select match_id, player_id, game_code, position, points::float8 as points, skins_won, payout_cents, notes, explanation
        from public.results where match_id = any(${ids}::uuid[])`;
      for (const { id, source } of sources) {
        const expected = engineResultRows(source);
        const actual = stored.filter((r) => r.match_id === id).map(({ match_id: _, ...row }) => row);
        rowsCompared += expected.length;
        if (canonical(actual) !== canonical(expected)) differing.push(id);
      }
    }
    const figures = `engine-results check: ${matches.length} final matches, ${rowsCompared} results compared with the engine, ${differing.length} differ\n`;
    await Deno.stdout.write(new TextEncoder().encode(figures));
    if (differing.length > 0) {
      console.error(`matches whose stored results differ from the engine's: ${differing.slice(0, 10).join(', ')}${differing.length > 10 ? ' …' : ''}`);
      Deno.exit(1);
    }
  } finally {
    await sql.end();
  }
}

async function checkLeagueRounds(dbUrl: string, matchId: string | undefined): Promise<void> {
  const sql = postgres(dbUrl, { max: 1, prepare: false, onnotice: () => {} });
  try {
    const matches = await sql<{ id: string }[]>`
      select id from public.matches where is_final and (${matchId ?? null}::uuid is null or id = ${matchId ?? null}::uuid) order by date, id`;
    const differing: string[] = [];
    let compared = 0;
    for (let i = 0; i < matches.length; i += 100) {
      const ids = matches.slice(i, i + 100).map((m) => m.id);
      const sources = await sql<{ id: string; source: EngineSource }[]>`
        select id, private.engine_source_of(id) as source from unnest(${ids}::uuid[]) as id`;
      const stored = await sql<{ match_id: string; player_id: string; gross: number }[]>`
        select match_id, player_id, gross from public.handicap_logs where source = 'LEAGUE' and match_id = any(${ids}::uuid[])`;
      for (const { id, source } of sources) {
        const now = new Map(leagueRounds(source).map((r) => [r.player_id, r.adjusted_gross]));
        // Rounds an admin removed, or cards that no longer post, are not this check's business: only stored rounds compare.
        for (const row of stored.filter((r) => r.match_id === id)) {
          compared += 1;
          const posted = now.get(row.player_id);
          if (posted !== undefined && posted !== row.gross) differing.push(`match ${id} player ${row.player_id}: ${row.gross} → ${posted}`);
        }
      }
    }
    const figures = `league-rounds check: ${matches.length} final matches, ${compared} league rounds compared with the engine, ${differing.length} differ\n`;
    await Deno.stdout.write(new TextEncoder().encode(figures));
    if (differing.length > 0) {
      console.error(`league rounds whose stored adjusted gross differs from the engine's now (finalize the match again to post them anew):\n${differing.join('\n')}`);
      Deno.exit(1);
    }
  } finally {
    await sql.end();
  }
}

const [mode, ...rest] = Deno.args;
if (mode === 'compute') await compute();
else if (mode === 'check' && rest[0] === '--db' && rest[1]) await check(rest[1]);
else if (mode === 'league-rounds' && rest[0] === '--db' && rest[1] && (rest.length === 2 || (rest.length === 4 && rest[2] === '--match'))) {
  await checkLeagueRounds(rest[1], rest[3]);
} else {
  console.error('usage: deno run --allow-all scripts/engine-results.ts compute | check --db URL | league-rounds --db URL [--match ID]');
  Deno.exit(2);
}
