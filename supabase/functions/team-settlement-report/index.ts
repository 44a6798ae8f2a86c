// POST team-settlement-report {} — admin only (x-admin-token). The one-off report of DESIGN rule 37: every final
// match with a match-play or team game (private.team_settlement_sources, read-only) recomputed by the engine as
// final results and compared with its stored results; answers the matches whose results would change under the
// rule (match, player, game, stored → recomputed). Nothing is written: a listed match is corrected, if the admin
// so decides, by reopening and finalizing it again.
import { isAdminToken } from '../_shared/auth.ts';
import { db } from '../_shared/db.ts';
import { HttpError, json, postHandler, readJson } from '../_shared/http.ts';
import { teamSettlementReport, type TeamSettlementSource } from '../_shared/team-settlement.ts';

Deno.serve(postHandler('team-settlement-report', async (request) => {
  const body = await readJson(request);
  const unknown = Object.keys(body)[0];
  if (unknown !== undefined) throw new HttpError(400, `Unknown field: ${unknown}`, { field: unknown });
  const sql = db();
  const token = request.headers.get('x-admin-token') ?? '';
  if (!(await isAdminToken(sql, token))) throw new HttpError(token ? 403 : 401, 'Admin access required');

  const sources = await sql.begin(async (tx) => {
    // private.team_settlement_sources checks the admin session in request.headers, as under PostgREST.
    await tx`select set_config('request.headers', ${JSON.stringify({ 'x-admin-token': token })}, true)`;
    const [row] = await tx`select private.team_settlement_sources() as sources`;
    return (row?.sources ?? []) as TeamSettlementSource[];
  });
  return json(200, teamSettlementReport(sources));
}));
