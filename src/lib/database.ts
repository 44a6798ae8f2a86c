import type { Database as GeneratedDatabase, Json } from './database.types';
import type { IndexSource } from './index-source';

export type { Json };

type Functions = GeneratedDatabase['public']['Functions'];

/**
 * SQL passes NULL for any argument (a JSON null), and for array elements too; the generator types every
 * argument as non-null. The client accepts null wherever SQL does — the function decides what it means.
 */
type NullableArg<T> = T extends (infer Element)[] ? (Element | null)[] | null : T | null;
type NullableArgs<Args> = string extends keyof Args ? Args : { [K in keyof Args]: NullableArg<Args[K]> };

type GeneratedRow<F extends keyof Functions> = Functions[F]['Returns'] extends (infer Row)[] ? Row : never;

/**
 * A refinement may only narrow a column of the generated row or let it be NULL: the compiler refuses
 * anything else, so a refinement cannot contradict the schema the way a cast could.
 */
type Refine<F extends keyof Functions, R extends { [K in keyof R]: K extends keyof GeneratedRow<F> ? GeneratedRow<F>[K] | null : never }> =
  (Omit<GeneratedRow<F>, keyof R> & R)[];

type PlayerStatus = 'ACTIVE' | 'PENDING' | 'INACTIVE';
type MatchListGame = { code: string; name: string; enabled: boolean };

/**
 * What the catalog cannot say about a `returns table` RPC (the generator types every column non-null and
 * every text column as string): the columns that may be NULL (a left join, a nullable source column), the
 * text columns a CHECK limits to a set, the shape of a jsonb column.
 */
type RefinedReturns = {
  get_audit_log: Refine<
    'get_audit_log',
    {
      actor_kind: 'admin' | 'player' | 'invitation' | 'system' | 'visitor' | 'unknown';
      actor_id: string | null;
      target_type: string | null;
      target_id: string | null;
      target_label: string | null;
      details: { [key: string]: Json | undefined } | null;
    }
  >;
  list_admins: Refine<'list_admins', { revoked_at: string | null }>;
  get_matches_list: Refine<
    'get_matches_list',
    {
      course_name: string | null;
      course_rating: number | null;
      course_slope: number | null;
      format: string | null;
      capacity: number | null;
      games: MatchListGame[] | null;
      status: 'DRAFT' | 'IN_PROGRESS' | 'FINAL' | 'CANCELLED';
      start_mode: 'TEE_TIMES' | 'SHOTGUN';
      cancel_reason: string | null;
    }
  >;
  get_players_admin: Refine<
    'get_players_admin',
    {
      nickname: string | null;
      status: PlayerStatus;
      join_date: string | null;
      league_index: number | null;
      index_source: IndexSource | null;
      email: string | null;
      ghin: string | null;
      consent_at: string | null;
    }
  >;
  get_players_public: Refine<
    'get_players_public',
    { nickname: string | null; status: PlayerStatus; join_date: string | null; league_index: number | null; index_source: IndexSource | null; career_earnings_cents: number }
  >;
  get_match_invitations: Refine<
    'get_match_invitations',
    {
      nickname: string | null;
      email: string | null;
      status: 'PENDING' | 'ACCEPTED' | 'DECLINED' | 'EXPIRED' | 'CANCELLED' | 'WITHDRAWN';
      message: string | null;
      expires_at: string | null;
      sent_at: string | null;
      responded_at: string | null;
    }
  >;
  get_match_waitlist: Refine<'get_match_waitlist', { player_id: string | null; name: string | null; email: string | null }>;
  get_weekly_leaders: Refine<'get_weekly_leaders', { points: number | null }>;
  preview_recompute_indexes: Refine<'preview_recompute_indexes', { old_index: number | null; new_index: number | null; label: string | null }>;
};

type ClientFunction<F extends keyof Functions> = Omit<Functions[F], 'Args' | 'Returns'> & {
  Args: NullableArgs<Functions[F]['Args']>;
  Returns: F extends keyof RefinedReturns ? RefinedReturns[F] : Functions[F]['Returns'];
};

/** The generated schema as the app's PostgREST client takes it (see NullableArg and RefinedReturns). */
export type Database = Omit<GeneratedDatabase, 'public'> & {
  public: Omit<GeneratedDatabase['public'], 'Functions'> & { Functions: { [F in keyof Functions]: ClientFunction<F> } };
};

/** A table's row as PostgREST answers `select *`. */
export type Tables<T extends keyof GeneratedDatabase['public']['Tables']> = GeneratedDatabase['public']['Tables'][T]['Row'];

type ClientFunctions = Database['public']['Functions'];

/** What an RPC answers: a row object array for `setof`/`returns table`, a scalar, or Json for jsonb. */
export type RpcReturns<F extends keyof ClientFunctions> = ClientFunctions[F]['Returns'];

/** One row of a `setof`/`returns table` RPC. */
export type RpcRow<F extends keyof ClientFunctions> = RpcReturns<F> extends (infer Row)[] ? Row : never;

/**
 * The one place a jsonb answer gets its TypeScript shape. The generator can only say `Json` for a jsonb
 * result; its shape is what the SQL function builds (json_build_object …), documented in docs/api.md and
 * declared by the fetcher that calls it. Nothing is checked at run time.
 */
export function fromJson<T>(value: Json): T {
  return value as T;
}

/**
 * The one place a value goes into a jsonb argument. Domain types are interfaces, which TypeScript does not
 * let stand for `Json` (no index signature), though they hold only JSON data.
 */
export function toJson<T extends object>(value: T): Json {
  return value as unknown as Json;
}
