#!/usr/bin/env node
// `npm test`: every layer, failing on any failure, ending with one 'N passed, N failed' line.
// Layers: typecheck, eslint, vitest (unit + component), deno (edge functions), the schema snapshot, then against one
// throwaway local stack: pgTAP, integration (supabase-js), end-to-end (headless Chromium), Lighthouse,
// and the API budgets at league scale (seed:scale + bench:api).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { checkBudgets, INITIAL_JS_BUDGET_BYTES } from './check-budgets.mjs';
import { typesAreFresh } from './gen-types.mjs';
import { BUDGETS, runLighthouse } from './lighthouse.mjs';
import { runPgtap } from './pgtap.mjs';
import { schemaSnapshotIsFresh } from './schema-snapshot.mjs';
import { ensureSystemDeps } from './system-deps.mjs';
import { startThrowawayStack } from './throwaway-stack.mjs';

const ROOT = join(import.meta.dirname, '..');
const RESULTS = join(ROOT, 'test-results');
const bin = (name) => join(ROOT, 'node_modules', '.bin', name);
const started = Date.now();
const layers = [];

// Asynchronous on purpose: the throwaway stack's gateway lives in this process, and a blocking
// spawnSync would freeze it while the integration and end-to-end tests talk to it.
function run(label, command, args, env = {}) {
  console.log(`\n━━ ${label} ━━`);
  const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
  return new Promise((resolve) => child.on('exit', (code) => resolve(code === 0)));
}

function record(name, passed, failed, note = '') {
  layers.push({ name, passed, failed, note });
}

async function vitestLayer(name, configArgs, env = {}) {
  const report = join(RESULTS, `${name}.json`);
  rmSync(report, { force: true });
  const ok = await run(name, bin('vitest'), ['run', ...configArgs, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`], env);
  if (!existsSync(report)) return record(name, 0, 1, 'no report (the runner crashed)');
  const json = JSON.parse(readFileSync(report, 'utf8'));
  const failed = json.numFailedTests + (ok || json.numFailedTests ? 0 : 1);
  if (json.numTotalTests === 0) return record(name, 0, 1, 'ran no test');
  record(name, json.numPassedTests, failed);
}

async function checkLayer(name, command, args) {
  const ok = await run(name, command, args);
  record(name, ok ? 1 : 0, ok ? 0 : 1);
}

function denoLayer() {
  const functionsDir = join(ROOT, 'supabase', 'functions');
  const hasTests = (dir) =>
    readdirSync(dir, { withFileTypes: true }).some((entry) =>
      entry.isDirectory() ? entry.name !== 'node_modules' && hasTests(join(dir, entry.name)) : /_test\.ts$|\.test\.ts$/.test(entry.name),
    );
  if (!hasTests(functionsDir)) return;
  console.log('\n━━ deno (edge functions) ━━');
  const result = spawnSync(bin('deno'), ['test', '--allow-all', '--no-prompt', '--config', join(functionsDir, 'deno.json')], {
    cwd: functionsDir,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1' },
  });
  process.stdout.write(result.stdout ?? '');
  process.stderr.write(result.stderr ?? '');
  const summary = (result.stdout ?? '').match(/(\d+) passed[^|]*\| (\d+) failed/);
  if (!summary) return record('deno', 0, 1, 'no summary');
  record('deno', Number(summary[1]), Number(summary[2]) + (result.status === 0 || Number(summary[2]) ? 0 : 1));
}

/**
 * The API budgets at league scale (issue 8), last because it fills the stack with the scale league:
 * seed:scale, then bench:api (3 s per query, an over-budget query measured again up to twice).
 */
async function apiBudgetLayer(stack) {
  if (!(await run('seed:scale', process.execPath, ['scripts/seed-scale.mjs', '--db', stack.dbUrl]))) {
    return record('api', 0, 1, 'seed:scale failed');
  }
  const report = join(RESULTS, 'bench-api.json');
  rmSync(report, { force: true });
  await run('bench:api', process.execPath, ['scripts/bench-api.mjs', '--duration', '3', '--retries', '2', '--json', report], stack.env);
  if (!existsSync(report)) return record('api', 0, 1, 'bench:api wrote no report');
  const { rows, screens } = JSON.parse(readFileSync(report, 'utf8'));
  const checks = [...rows.filter((row) => row.onLoad).map((row) => row.ok), ...screens.map((screen) => screen.ok)];
  record('api', checks.filter(Boolean).length, checks.filter((ok) => !ok).length, 'budgets: p95 ≤ 3× the floor, ≤ 2 round trips per screen');
}

mkdirSync(RESULTS, { recursive: true });
ensureSystemDeps();
await checkLayer('typecheck', bin('tsc'), ['-p', 'tsconfig.json', '--noEmit']);
await checkLayer('eslint', bin('eslint'), ['.', '--max-warnings=0']);
await vitestLayer('unit', ['--config', 'vitest.config.ts']);
denoLayer();

// supabase/schema.sql must be what the migrations build (on a scratch database of its own).
console.log('\n━━ schema snapshot ━━');
const schemaFresh = await schemaSnapshotIsFresh();
record('schema', schemaFresh ? 1 : 0, schemaFresh ? 0 : 1, schemaFresh ? '' : 'supabase/schema.sql is stale: run npm run db:schema');

console.log('\n━━ build ━━');
if (!(await run('vite build', bin('vite'), ['build', '--logLevel', 'warn']))) record('build', 0, 1);
else {
  const budgets = checkBudgets();
  console.log(`initial JS for /: ${(budgets.gzipBytes / 1024).toFixed(1)} KB gzip (budget ${INITIAL_JS_BUDGET_BYTES / 1024} KB)`);
  if (budgets.eagerRoutes.length) console.log(`routes not lazy: ${budgets.eagerRoutes.join(', ')}`);
  record('budgets', budgets.ok ? 1 : 0, budgets.ok ? 0 : 1);
  console.log('\n━━ throwaway stack ━━');
  let stack = null;
  // Interrupted (Ctrl-C, a CI time-out): stop the stack so no database or server is left behind.
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, async () => {
      await stack?.stop();
      process.exit(130);
    });
  }
  try {
    stack = await startThrowawayStack({ log: (line) => process.env.STACK_VERBOSE && console.log(line) });
    console.log(`stack up at ${stack.apiUrl}`);
    const typesFresh = await typesAreFresh(stack.dbUrl);
    record('types', typesFresh ? 1 : 0, typesFresh ? 0 : 1, typesFresh ? '' : 'src/lib/database.types.ts is stale: run npm run gen:types');
    console.log('\n━━ pgTAP ━━');
    const pgtap = await runPgtap(stack.dbUrl);
    record('pgtap', pgtap.passed, pgtap.failed);
    await vitestLayer('integration', ['--config', 'tests/integration/vitest.config.ts'], stack.env);
    await vitestLayer('e2e', ['--config', 'tests/e2e/vitest.config.ts'], stack.env);
    console.log('\n━━ lighthouse ━━');
    const scores = await runLighthouse({ appUrl: stack.appUrl, apiUrl: stack.apiUrl, anonKey: stack.keys.anonKey });
    const checks = scores.flatMap((s) => [s.performance >= BUDGETS.performance, s.accessibility >= BUDGETS.accessibility]);
    record('lighthouse', checks.filter(Boolean).length, checks.filter((ok) => !ok).length, `budgets: performance ≥ ${BUDGETS.performance}, accessibility ≥ ${BUDGETS.accessibility}`);
    await apiBudgetLayer(stack);
  } catch (error) {
    console.error(error);
    record('stack', 0, 1, error.message);
  } finally {
    await stack?.stop();
  }
}

const minutes = ((Date.now() - started) / 60000).toFixed(1);
console.log(`\n━━ summary (${minutes} min) ━━`);
for (const layer of layers) console.log(`  ${layer.name.padEnd(12)} ${layer.passed} passed, ${layer.failed} failed${layer.note ? ` — ${layer.note}` : ''}`);
const passed = layers.reduce((sum, layer) => sum + layer.passed, 0);
const failed = layers.reduce((sum, layer) => sum + layer.failed, 0);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
