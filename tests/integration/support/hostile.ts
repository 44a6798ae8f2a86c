/** What hostile-input tests send in place of every argument: wrong types, huge and SQL-looking text, odd numbers. */
export const HOSTILE_VALUES: unknown[] = [
  null, '', ' ', 'x'.repeat(100_000), "'; drop table players; --", '<script>alert(1)</script>', -1, 0, 1e308, 3.5,
  true, [], {}, [1, 2, 3], { nested: { deep: 'value' } }, '00000000-0000-0000-0000-000000000000', '2026-13-45', 'NaN', '\u0000',
];

/** The API's OpenAPI description (GET /rest/v1/): its paths and each RPC's argument names. */
export type OpenApi = { paths: Record<string, { post?: { parameters?: { schema?: { properties?: Record<string, unknown> } }[] } }> };

export const rpcArguments = (spec: OpenApi, path: string): string[] =>
  Object.keys(spec.paths[path]?.post?.parameters?.[0]?.schema?.properties ?? {});
