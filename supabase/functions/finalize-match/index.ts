// POST finalize-match {matchId, finalize?: boolean = true} — admin only (x-admin-token).
// The server decides the money (DESIGN rule 18): in one transaction, under the match's row lock, it reads
// the match as the database holds it (private.engine_source), runs the engine (src/domain's generated
// copy) and stores exactly the engine's rows through private.store_engine_results — finalizing the match,
// or with finalize: false only saving them. Finalizing also posts each complete card to the handicap
// record (private.post_league_rounds, adjusted gross from src/domain/handicap-posting.ts). The SQL
// functions are executable by service_role alone and check the forwarded admin session again. Results or
// payouts in the request are refused.
import { isAdminToken } from '../_shared/auth.ts';
import postgres from 'npm:postgres@3.4.7';
import { db } from '../_shared/db.ts';
import { HttpError, json, postHandler, readJson } from '../_shared/http.ts';
import { engineResultRows, leagueRounds, parseFinalizeRequest, type EngineSource } from '../_shared/match-results.ts';

const STATUS_BY_SQLSTATE: Record<string, number> = { '42501': 403, PT404: 404, '23514': 422, '22023': 422 };

function databaseError(error: unknown): never {
  const { code, message } = (error ?? {}) as { code?: string; message?: string };
  const status = code ? STATUS_BY_SQLSTATE[code] : undefined;
  if (status && message) throw new HttpError(status, message);
  throw error;
}

Deno.serve(postHandler('finalize-match', async (request) => {
  const { matchId, finalize } = parseFinalizeRequest(await readJson(request));
  const sql = db();
  const token = request.headers.get('x-admin-token') ?? '';
  if (!(await isAdminToken(sql, token))) throw new HttpError(token ? 403 : 401, 'Admin access required');

  const stored = await sql.begin(async (tx) => {
    // The SQL functions read the admin session from request.headers, as under PostgREST.
    await tx`select set_config('request.headers', ${JSON.stringify({ 'x-admin-token': token })}, true)`;
    const [read] = await tx`select private.engine_source(${matchId}::uuid) as source`.catch(databaseError);
    const source = read?.source as EngineSource | null | undefined;
    if (!source) throw new HttpError(404, 'Match not found');
    const rows = engineResultRows(source);
    const [written] = await tx`
      select private.store_engine_results(${matchId}::uuid, ${tx.json(rows as unknown as postgres.JSONValue)}::json, ${finalize}) as stored
    `.catch(databaseError);
    if (finalize) {
      await tx`
        select private.post_league_rounds(${matchId}::uuid, ${tx.json(leagueRounds(source) as unknown as postgres.JSONValue)}::json)
      `.catch(databaseError);
    }
    return written?.stored;
  });
  return json(200, stored);
}));
