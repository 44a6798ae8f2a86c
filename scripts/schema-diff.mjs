#!/usr/bin/env node
// Proves the migration baseline changed nothing: builds one database from the migrations as they were at
// the last commit before the baseline and one from the working tree's, each with stack/bootstrap.sql first
// (as stack/postgres.mjs does), then compares
//   1. the schema dumps (scripts/schema-dump.mjs), line by line after sorting;
//   2. the catalog: every function's signature and whether anon, authenticated and service_role may
//      execute it; every table, view and column privilege of those roles; every policy with its command
//      and roles; indexes; triggers;
//   3. the rows the migrations themselves insert (reference data), volatile columns left out.
// Differences listed in DELIBERATE_REMOVALS are expected; any other difference fails.
// Usage: node scripts/schema-diff.mjs [old-commit]   (default: the last commit before the baseline)
import pg from 'pg';
import { dumpSchemaBlocks } from './schema-dump.mjs';
import { migrationsAtCommit, startScratchCluster, workingTreeMigrations } from './schema-build.mjs';

export const LAST_COMMIT_BEFORE_BASELINE = 'a5bf1ed';

// What the baseline leaves out on purpose: entries (dump blocks, catalog rows) only the old chain has.
export const DELIBERATE_REMOVALS = [
  {
    what: 'public.ping(), the benchmark floor: scripts/bench-api.mjs creates it on the stack it measures',
    pattern: /public\.ping\(\)/,
  },
];

const ROLES = ['anon', 'authenticated', 'service_role'];

const CATALOG_QUERIES = {
  'function privileges': `
    select format('%s.%s(%s)', n.nspname, p.proname, pg_get_function_identity_arguments(p.oid)) as fn,
           r.role, has_function_privilege(r.role, p.oid, 'execute') as can_execute,
           p.prosecdef as security_definer, p.provolatile as volatility, l.lanname as language,
           pg_get_function_result(p.oid) as returns, p.proconfig as config
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace join pg_language l on l.oid = p.prolang
    cross join unnest($1::text[]) r(role)
    where n.nspname in ('public', 'private') order by 1, 2`,
  'table privileges': `
    select format('%I.%I', n.nspname, c.relname) as relation, r.role, p.privilege,
           has_table_privilege(r.role, c.oid, p.privilege) as granted
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    cross join unnest($1::text[]) r(role)
    cross join unnest(array['select', 'insert', 'update', 'delete', 'truncate', 'references', 'trigger']) p(privilege)
    where n.nspname in ('public', 'private') and c.relkind in ('r', 'v', 'm', 'p') order by 1, 2, 3`,
  'column privileges': `
    select format('%I.%I.%I', n.nspname, c.relname, a.attname) as column_name, r.role, p.privilege,
           has_column_privilege(r.role, c.oid, a.attnum, p.privilege) as granted
    from pg_class c join pg_namespace n on n.oid = c.relnamespace join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
    cross join unnest($1::text[]) r(role)
    cross join unnest(array['select', 'insert', 'update']) p(privilege)
    where n.nspname in ('public', 'private') and c.relkind in ('r', 'v') order by 1, 2, 3`,
  policies: `
    select schemaname, tablename, policyname, permissive, roles, cmd, qual, with_check
    from pg_policies where schemaname in ('public', 'private') order by 1, 2, 3`,
  indexes: `select schemaname, tablename, indexname, indexdef from pg_indexes where schemaname in ('public', 'private') order by 1, 2, 3`,
  triggers: `
    select c.relname, t.tgname, t.tgenabled, pg_get_triggerdef(t.oid) as def
    from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
    where n.nspname in ('public', 'private') and not t.tgisinternal order by 1, 2`,
  'row level security': `
    select format('%I.%I', n.nspname, c.relname) as relation, c.relrowsecurity, c.relforcerowsecurity
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname in ('public', 'private') and c.relkind = 'r' order by 1`,
};

/** The rows every table holds right after the migrations, columns that differ per run (times, random ids) left out. */
async function referenceData(client) {
  const { rows: tables } = await client.query(`
    select format('%I.%I', n.nspname, c.relname) as name,
           (select string_agg(format('%I', a.attname), ', ' order by a.attnum) from pg_attribute a
            where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
              and a.atttypid not in ('timestamptz'::regtype, 'timestamp'::regtype)
              and coalesce(pg_get_expr((select d.adbin from pg_attrdef d where d.adrelid = c.oid and d.adnum = a.attnum), c.oid), '')
                  not like 'gen_random_uuid()%') as columns
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname in ('public', 'private') and c.relkind = 'r' order by 1`);
  const lines = [];
  for (const table of tables) {
    const { rows } = await client.query(`select row(${table.columns})::text as r from ${table.name} order by 1`);
    for (const row of rows) lines.push(`${table.name}: ${row.r}`);
  }
  return lines;
}

async function catalog(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const sections = {};
    for (const [name, sql] of Object.entries(CATALOG_QUERIES)) {
      const { rows } = await client.query(sql, sql.includes('$1') ? [ROLES] : []);
      sections[name] = rows.map((row) => JSON.stringify(row));
    }
    sections['reference data'] = await referenceData(client);
    return sections;
  } finally {
    await client.end();
  }
}

/** Lines of `a` not in `b` (as multisets). */
function minus(a, b) {
  const counts = new Map();
  for (const line of b) counts.set(line, (counts.get(line) ?? 0) + 1);
  return a.filter((line) => {
    const n = counts.get(line) ?? 0;
    if (n) counts.set(line, n - 1);
    return !n;
  });
}

export async function compareChains({ oldCommit = LAST_COMMIT_BEFORE_BASELINE, print = console.log } = {}) {
  const cluster = await startScratchCluster();
  try {
    const oldMigrations = migrationsAtCommit(oldCommit);
    const newMigrations = workingTreeMigrations();
    const oldUrl = await cluster.build('old_chain', oldMigrations);
    const newUrl = await cluster.build('new_chain', newMigrations);
    // One entry per object (its definition with its comments and grants), so a difference names its object.
    const blocks = async (url) => (await dumpSchemaBlocks(url)).flatMap(({ title, blocks }) => blocks.map((b) => `[${title}] ${b}`));
    const comparisons = { 'schema dump': [await blocks(oldUrl), await blocks(newUrl)] };
    const [oldCatalog, newCatalog] = [await catalog(oldUrl), await catalog(newUrl)];
    for (const name of Object.keys(oldCatalog)) comparisons[name] = [oldCatalog[name], newCatalog[name]];

    print(`deliberate removals:\n${DELIBERATE_REMOVALS.map(({ what }) => `  - ${what}`).join('\n')}`);
    print(`old chain: ${oldMigrations.length} migrations at ${oldCommit}; new chain: ${newMigrations.length} migrations in the working tree`);
    let unexpected = 0;
    for (const [name, [oldLines, newLines]] of Object.entries(comparisons)) {
      const onlyOld = minus(oldLines, newLines);
      const onlyNew = minus(newLines, oldLines);
      const deliberate = onlyOld.filter((line) => DELIBERATE_REMOVALS.some(({ pattern }) => pattern.test(line)));
      const surprising = [...minus(onlyOld, deliberate).map((l) => `- ${l}`), ...onlyNew.map((l) => `+ ${l}`)];
      unexpected += surprising.length;
      print(`${surprising.length ? '✖' : '✔'} ${name}: ${oldLines.length} entries old, ${newLines.length} new; ${deliberate.length} removed on purpose, ${surprising.length} other differences`);
      for (const line of deliberate) print(`    removed on purpose: ${line.split('\n')[0].slice(0, 200)}`);
      for (const line of surprising.slice(0, 40)) print(`    ${line.split('\n').slice(0, 3).join(' ⏎ ').slice(0, 300)}`);
      if (surprising.length > 40) print(`    … ${surprising.length - 40} more`);
    }
    return { unexpected };
  } finally {
    await cluster.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { unexpected } = await compareChains({ oldCommit: process.argv[2] });
  console.log(unexpected ? `${unexpected} unexpected differences` : 'identical apart from the deliberate removals');
  process.exit(unexpected ? 1 : 0);
}
