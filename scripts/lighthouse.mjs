#!/usr/bin/env node
// Lighthouse budgets against a running stack, on the six pages a player opens at the course: /, /matches,
// /players, an open match's page (scoring), a finished match's page and an invitation.
// - Phone (issue 16, DESIGN rule 24): Lighthouse's default mobile configuration (simulated slow 4G, a 412 px phone
//   screen) with its CPU slowdown calibrated to the host (cpuSlowdownFor: 4× on a host of BenchmarkIndex 1533):
//   performance ≥ 90, LCP ≤ 2.5 s, TBT ≤ 150 ms, accessibility ≥ 95.
//   Over HTTPS + HTTP/2, as a host serves the app to a phone (stack/https-front.mjs in front of the gateway);
//   --http1 measures the local gateway's plain HTTP/1.1 instead (six connections, each with its handshake).
// - Desktop (issue 8, --desktop): performance ≥ 90, accessibility ≥ 95 (over the gateway's HTTP/1.1).
// With --retry, a page that misses a timing budget is measured twice more and judged on the median of the
// three (a loaded machine makes single runs noisy); accessibility does not depend on timing.
// The phone's CPU slowdown is calibrated to the host (cpuSlowdownFor, below); --cpu-slowdown N fixes it instead
// (4 = Lighthouse's uncalibrated default).
// Usage: node scripts/lighthouse.mjs [app-url] [--runs N] [--only landing,players,…] [--json FILE] [--desktop] [--http1] [--retry] [--cpu-slowdown N]
//   (npm test runs it against its throwaway stack; STACK_APP_URL / STACK_API_URL / STACK_ANON_KEY /
//   STACK_DB_URL as set by scripts/with-stack.mjs)
import { createHash, randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import * as constants from 'lighthouse/core/config/constants.js';
import pg from 'pg';
import { startHttpsFront } from '../stack/https-front.mjs';

export const BUDGETS = { performance: 90, accessibility: 95, lcpMs: 2500, tbtMs: 150 };
export const DESKTOP_BUDGETS = { performance: 90, accessibility: 95 };
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'];
/** The HTTPS front's certificate is a localhost one of its own (stack/tls). */
const FRONT_FLAGS = ['--ignore-certificate-errors'];
/**
 * The phone's CPU slowdown for a host of this BenchmarkIndex, as Lighthouse's throttling guide calibrates it
 * (docs/throttling.md, "Calibrating the CPU slowdown", and its calculator, patrickhulce/lighthouse-cpu-throttling-
 * calculator): Lighthouse's default 4× is right for a host of index 1533; the target is the same mid-tier phone
 * on any host, so a slower host gets less slowdown and a faster one more. Piecewise linear: 150 → 1×, 800 → 2×,
 * 1300 → 3×, 1533 → 4×, +1× per 233 above. Example: this project's 2-core machine measured ≈ 1,000 → 2.4×.
 * Below 150 no slowdown can reach the phone (1×, reported as a warning).
 */
export function cpuSlowdownFor(benchmarkIndex) {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) return 4;
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  if (benchmarkIndex >= 150) return 1 + (benchmarkIndex - 150) / 650;
  return 1;
}

/** Lighthouse's default mobile configuration (formFactor mobile, simulate, mobileSlow4G: 150 ms, 1.6 Mbps), with the CPU slowdown calibrated to the host. */
const mobileConfig = (cpuSlowdownMultiplier) => ({
  extends: 'lighthouse:default',
  settings: { throttling: { ...constants.throttling.mobileSlow4G, cpuSlowdownMultiplier } },
});
/** The desktop preset of issue 8. */
const DESKTOP_CONFIG = {
  extends: 'lighthouse:default',
  settings: { formFactor: 'desktop', screenEmulation: { mobile: false, width: 1350, height: 940, deviceScaleFactor: 1, disabled: false }, throttlingMethod: 'simulate', throttling: { rttMs: 40, throughputKbps: 10240, cpuSlowdownMultiplier: 1 } },
};

async function rpc(apiUrl, anonKey, name, body) {
  const response = await fetch(`${apiUrl.replace(/\/$/, '')}/rest/v1/rpc/${name}`, {
    method: 'POST',
    headers: { apikey: anonKey, authorization: `Bearer ${anonKey}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${name}: HTTP ${response.status} ${await response.text()}`);
  return response.json();
}

/** The biggest open match whose day has come (its page is the scoring page) and the biggest finished one. */
async function matchPaths(apiUrl, anonKey) {
  const matches = await rpc(apiUrl, anonKey, 'get_matches_list', { p_scope: 'ALL', p_limit: 200 });
  const biggest = (list) => list.sort((a, b) => b.entries_count - a.entries_count)[0];
  const open = biggest(matches.filter((m) => m.status === 'IN_PROGRESS'));
  const finished = biggest(matches.filter((m) => m.is_final));
  return { open: open && `/matches/${open.id}`, finished: finished && `/matches/${finished.id}` };
}

/**
 * An invitation link as its e-mail would carry it. Tokens exist only in sent e-mails (links.ts binds
 * sha256(token) to a reference of the invite at send time), so this adds a reference to a pending invite of
 * a match still open and binds a fresh token to it, the way the sending function does.
 */
async function invitationPath(dbUrl) {
  if (!dbUrl) return null;
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  try {
    const { rows } = await client.query(`
      insert into private.invite_tokens (invite_id)
      select i.id from public.match_invites i
      join public.matches m on m.id = i.match_id
      where i.status = 'PENDING' and i.expires_at > now() and not m.is_final and m.cancelled_at is null
      order by i.created_at limit 1
      returning ref`);
    if (!rows.length) return null;
    const token = randomBytes(32).toString('hex');
    const hash = createHash('sha256').update(token).digest();
    const bound = await client.query('select private.set_link_token_hash($1, $2, $3) as bound', ['invite', rows[0].ref, hash]);
    return bound.rows[0].bound ? `/invites/${token}` : null;
  } finally {
    await client.end();
  }
}

export async function pagesToMeasure({ apiUrl, anonKey, dbUrl }) {
  const { open, finished } = await matchPaths(apiUrl, anonKey);
  const invitation = await invitationPath(dbUrl);
  return [
    { name: 'landing', path: '/' },
    { name: 'matches', path: '/matches' },
    { name: 'players', path: '/players' },
    { name: 'open match', path: open },
    { name: 'finished match', path: finished },
    { name: 'invitation', path: invitation },
  ];
}

function figures(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const scripts = lhr.audits['resource-summary']?.details?.items?.find((item) => item.resourceType === 'script');
  const accessibilityFailures = Object.values(lhr.audits)
    .filter((a) => a.score !== null && a.score < 1 && lhr.categories.accessibility.auditRefs.some((ref) => ref.id === a.id))
    .map((a) => a.id);
  return {
    performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
    fcpMs: Math.round(audit('first-contentful-paint')),
    lcpMs: Math.round(audit('largest-contentful-paint')),
    tbtMs: Math.round(audit('total-blocking-time')),
    cls: Math.round(audit('cumulative-layout-shift') * 1000) / 1000,
    scriptKb: scripts ? Math.round(scripts.transferSize / 102.4) / 10 : Number.NaN,
    lcpElement: lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet,
    accessibilityFailures,
    runtimeError: lhr.runtimeError?.message,
    benchmarkIndex: Math.round(lhr.environment?.benchmarkIndex ?? Number.NaN),
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The median run by performance score (its own figures, so they belong together). */
function medianRun(runs) {
  const sorted = [...runs].sort((a, b) => a.performance - b.performance);
  return { ...sorted[Math.floor(sorted.length / 2)], lcpMs: median(runs.map((r) => r.lcpMs)), runs };
}

const timingOk = (f, desktop) => f.performance >= BUDGETS.performance && (desktop || f.lcpMs <= BUDGETS.lcpMs);
export const withinBudgets = (f, desktop = false) => timingOk(f, desktop) && f.accessibility >= BUDGETS.accessibility;

function line(page, f) {
  const runs = f.runs?.length > 1 ? `  (median of ${f.runs.length}: ${f.runs.map((r) => r.performance).join('/')})` : '';
  const a11y = f.accessibilityFailures.length ? `  a11y fails: ${f.accessibilityFailures.join(', ')}` : '';
  return `${page.name.padEnd(15)} ${String(page.path).slice(0, 30).padEnd(31)} perf ${String(f.performance).padStart(3)}  FCP ${f.fcpMs} ms  LCP ${f.lcpMs} ms  TBT ${f.tbtMs} ms  CLS ${f.cls}  JS ${f.scriptKb} KB  a11y ${f.accessibility}${runs}${a11y}${f.runtimeError ? `  error: ${f.runtimeError}` : ''}`;
}

/**
 * Measures every page on the mobile configuration (or the desktop preset); `runs` runs each page that many
 * times (median); with `retry` and runs = 1, a page that misses a timing budget gets two more runs.
 */
export async function runLighthouse({ appUrl, apiUrl, anonKey, dbUrl, runs = 1, only = null, desktop = false, http1 = false, retry = false, cpuSlowdown = null, print = console.log }) {
  const front = desktop || http1 ? null : await startHttpsFront({ target: appUrl });
  const base = (front?.url ?? appUrl).replace(/\/$/, '');
  const pages = (await pagesToMeasure({ apiUrl: apiUrl ?? appUrl, anonKey, dbUrl })).filter((p) => !only || only.includes(p.name) || only.includes(p.path));
  const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: front ? [...CHROME_FLAGS, ...FRONT_FLAGS] : CHROME_FLAGS });
  const results = [];
  let config = desktop ? DESKTOP_CONFIG : mobileConfig(cpuSlowdown ?? 4);
  const measure = async (path) => {
    const { lhr } = await lighthouse(`${base}${path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] }, config);
    return figures(lhr);
  };
  try {
    if (!desktop && cpuSlowdown === null) {
      // Calibration: Lighthouse's BenchmarkIndex of this host (median of three runs of the landing page, not
      // counted), then the slowdown that makes this host the same mid-tier phone (cpuSlowdownFor).
      const indexes = [];
      for (let i = 0; i < 3; i += 1) indexes.push((await measure('/')).benchmarkIndex);
      const index = median(indexes);
      const slowdown = cpuSlowdownFor(index);
      config = mobileConfig(slowdown);
      results.calibration = { benchmarkIndexes: indexes, benchmarkIndex: index, cpuSlowdown: Math.round(slowdown * 100) / 100 };
      print(`calibration: BenchmarkIndex ${indexes.join(' / ')} → median ${index} → CPU slowdown ${slowdown.toFixed(2)}× (Lighthouse's default 4× is for an index of 1533)` +
        (index < 150 ? ' — WARNING: this host is too slow to emulate the phone; measured at 1×' : ''));
    }
    for (const page of pages) {
      if (!page.path) {
        print(`${page.name.padEnd(15)} no such page in this league: not measured`);
        results.push({ ...page, ok: false, missing: true });
        continue;
      }
      const measured = [];
      for (let i = 0; i < runs; i += 1) measured.push(await measure(page.path));
      if (runs === 1 && retry && !timingOk(measured[0], desktop)) measured.push(await measure(page.path), await measure(page.path));
      const f = measured.length > 1 ? medianRun(measured) : measured[0];
      results.push({ ...page, ...f, ok: withinBudgets(f, desktop) });
      print(line(page, f));
    }
  } finally {
    await chrome.kill();
    await front?.close();
  }
  return results;
}

function argValue(name) {
  const index = process.argv.indexOf(name);
  return index > 0 ? process.argv[index + 1] : undefined;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const appUrl = process.argv[2]?.startsWith('http') ? process.argv[2] : process.env.STACK_APP_URL;
  const results = await runLighthouse({
    appUrl,
    apiUrl: process.env.STACK_API_URL ?? appUrl,
    anonKey: process.env.STACK_ANON_KEY ?? '',
    dbUrl: process.env.STACK_DB_URL,
    runs: Number(argValue('--runs') ?? 1),
    only: argValue('--only')?.split(','),
    desktop: process.argv.includes('--desktop'),
    http1: process.argv.includes('--http1'),
    retry: process.argv.includes('--retry'),
    cpuSlowdown: argValue('--cpu-slowdown') ? Number(argValue('--cpu-slowdown')) : null,
  });
  const json = argValue('--json');
  if (json) writeFileSync(json, JSON.stringify(results, null, 2));
  process.exit(results.every((r) => r.ok) ? 0 : 1);
}
