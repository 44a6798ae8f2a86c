import type { Database as GeneratedDatabase, Json } from './database.types';

export type { Json };

type Functions = GeneratedDatabase['public']['Functions'];

/**
 * SQL passes NULL for any argument (a JSON null), and for array elements too; the generator types every
 * argument as non-null. The client accepts null wherever SQL does — the function decides what it means.
 */
type NullableArg<T> = T extends (infer Element)[] ? (Element | null)[] | null : T | null;
type NullableArgs<Args> = string extends keyof Args ? Args : { [K in keyof Args]: NullableArg<Args[K]> };

/** The generated schema as the app's PostgREST client takes it (see NullableArg). */
export type Database = Omit<GeneratedDatabase, 'public'> & {
  public: Omit<GeneratedDatabase['public'], 'Functions'> & {
    Functions: { [F in keyof Functions]: Omit<Functions[F], 'Args'> & { Args: NullableArgs<Functions[F]['Args']> } };
  };
};

/** A table's row as PostgREST answers `select *`. */
export type Tables<T extends keyof GeneratedDatabase['public']['Tables']> = GeneratedDatabase['public']['Tables'][T]['Row'];

/** What an RPC answers: a row object array for `setof`/`returns table`, a scalar, or Json for jsonb. */
export type RpcReturns<F extends keyof Functions> = Functions[F]['Returns'];

/** One row of a `setof`/`returns table` RPC. */
export type RpcRow<F extends keyof Functions> = RpcReturns<F> extends (infer Row)[] ? Row : never;

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
