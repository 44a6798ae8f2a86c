// The engine's results for matches as the database holds them, outside the edge function (run by Deno, which
// the stack already ships: `node_modules/.bin/deno run --allow-all scripts/engine-results.ts …`). It uses the
// finalize-match function's own path: private.engine_source_of (the rows) → _shared/match-results.ts (the
// generated copy of src/domain) → the rows the function stores.
//
//   compute            stdin: [{match_id, source}] → stdout: [{match_id, rows}]  (seed-scale's results)
//   check --db URL     every final match: its stored results must equal the engine's; prints the figures
//                      and exits 1 on any difference (npm test runs it after seed:scale)
import postgres from 'npm:postgres@3.4.7';
import { engineResultRows, type EngineSource } from '../supabase/functions/_shared/match-results.ts';
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

const [mode, ...rest] = Deno.args;
if (mode === 'compute') await compute();
else if (mode === 'check' && rest[0] === '--db' && rest[1]) await check(rest[1]);
else {
  console.error('usage: deno run --allow-all scripts/engine-results.ts compute | check --db URL');
  Deno.exit(2);
}
