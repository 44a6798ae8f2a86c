#!/usr/bin/env node
// Runs supabase/tests/database/*.sql (pgTAP) against STACK_DB_URL and reports TAP results.
// Usage: node scripts/pgtap.mjs [file …]   (inside scripts/with-stack.mjs or with STACK_DB_URL)
// A file is a name (09-matches.sql), a path to it, or part of a name (matches); none = every file.
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import pg from 'pg';
import { ensurePgtapInstalled } from './pgtap-extension.mjs';

const dir = join(import.meta.dirname, '..', 'supabase', 'tests', 'database');
const HELPERS = '00-helpers.sql';
// The demo league's text, for the tests that load it again on other days (36-demo-seed-dates.sql).
const SEED_FILE = join(import.meta.dirname, '..', 'supabase', 'seed.sql');
// The demo club's leagues, loaded after the demo by 65-demo-club-leagues.sql (not yet by npm start).
const SEED_LEAGUES_FILE = join(import.meta.dirname, '..', 'supabase', 'seed-leagues.sql');

/**
 * The test files to run, in name order: those matching any of `files` (a file name, a path to one, or part
 * of a name) and `only` (part of a name), every file when neither is given; an unmatched filter is an error.
 */
export function selectPgtapFiles({ files = [], only = '' } = {}) {
  const all = readdirSync(dir).filter((f) => f.endsWith('.sql')).sort();
  const filters = [...files.map((file) => basename(file)), ...(only ? [only] : [])];
  for (const filter of filters) {
    if (!all.some((f) => f.includes(filter))) throw new Error(`no pgTAP file in supabase/tests/database matches "${filter}"`);
  }
  // 00-helpers.sql installs the shared fixtures every other file uses, so it always runs first.
  return all.filter((f) => f === HELPERS || filters.length === 0 || filters.some((filter) => f.includes(filter)));
}

export async function runPgtap(dbUrl, { files = [], only = '', print = console.log } = {}) {
  const selected = selectPgtapFiles({ files, only });
  ensurePgtapInstalled();
  const admin = new pg.Client({ connectionString: dbUrl });
  await admin.connect();
  await admin.query('create extension if not exists pgtap with schema extensions');
  await admin.end();
  let passed = 0;
  let failed = 0;
  for (const file of selected) {
    const client = new pg.Client({ connectionString: dbUrl });
    await client.connect();
    const lines = [];
    try {
      await client.query('set search_path = public, extensions');
      await client.query("select set_config('fairway.demo_seed', $1, false)", [readFileSync(SEED_FILE, 'utf8')]);
      await client.query("select set_config('fairway.demo_leagues', $1, false)", [readFileSync(SEED_LEAGUES_FILE, 'utf8')]);
      const results = await client.query(readFileSync(join(dir, file), 'utf8'));
      for (const result of [results].flat()) {
        for (const row of result.rows ?? []) for (const value of Object.values(row)) if (typeof value === 'string') lines.push(...value.split('\n'));
      }
    } catch (error) {
      lines.push(`not ok - ${file} aborted: ${error.message}`);
    } finally {
      await client.end();
    }
    const plan = lines.find((line) => /^1\.\.\d+/.test(line));
    const oks = lines.filter((line) => /^ok \d+/.test(line)).length;
    const notOks = lines.filter((line) => /^not ok/.test(line));
    const planned = plan ? Number(plan.slice(3)) : oks + notOks.length;
    const missing = Math.max(0, planned - oks - notOks.length);
    // More tests than planned is a stale plan (pgTAP's own "Looks like you planned …"): a failure too.
    const unplanned = Math.max(0, oks + notOks.length - planned);
    passed += oks;
    failed += notOks.length + missing + (unplanned ? 1 : 0);
    print(`${notOks.length || missing || unplanned ? '✖' : '✔'} ${file}: ${oks}/${planned}`);
    for (const line of lines.filter((l) => /^not ok|^#/.test(l) && !/^# Looks like/.test(l))) print(`    ${line}`);
    if (missing) print(`    ${missing} planned test(s) did not run`);
    if (unplanned) print(`    ${unplanned} test(s) ran beyond the plan of ${planned}: update select plan(…)`);
  }
  return { passed, failed };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dbUrl = process.env.STACK_DB_URL;
  if (!dbUrl) {
    console.error('STACK_DB_URL is not set: run through node scripts/with-stack.mjs node scripts/pgtap.mjs');
    process.exit(2);
  }
  const { passed, failed } = await runPgtap(dbUrl, { files: process.argv.slice(2) });
  console.log(`pgTAP: ${passed} passed, ${failed} failed`);
  process.exit(failed ? 1 : 0);
}
