#!/usr/bin/env node
// Lighthouse budgets (issue 8): performance ≥ 90 and accessibility ≥ 95 on /, /players, /matches and
// a match page, measured with npm's lighthouse driving Debian's Chromium against a running stack.
// Usage: node scripts/lighthouse.mjs <app-url>   (npm test runs it against its throwaway stack)
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export const BUDGETS = { performance: 90, accessibility: 95 };
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'];

async function aMatchPath(apiUrl, anonKey) {
  const response = await fetch(`${apiUrl}/rest/v1/rpc/get_matches_list`, {
    method: 'POST',
    headers: { apikey: anonKey, authorization: `Bearer ${anonKey}`, 'content-type': 'application/json' },
    body: '{}',
  });
  const matches = response.ok ? await response.json() : [];
  return matches.length ? `/matches/${matches[0].id}` : null;
}

export async function runLighthouse({ appUrl, apiUrl, anonKey, print = console.log }) {
  const base = appUrl.replace(/\/$/, '');
  const matchPath = await aMatchPath(apiUrl, anonKey);
  const paths = ['/', '/players', '/matches', ...(matchPath ? [matchPath] : [])];
  const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
  const results = [];
  try {
    for (const path of paths) {
      const { lhr } = await lighthouse(
        `${base}${path}`,
        { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] },
        { extends: 'lighthouse:default', settings: { formFactor: 'desktop', screenEmulation: { mobile: false, width: 1350, height: 940, deviceScaleFactor: 1, disabled: false }, throttlingMethod: 'simulate', throttling: { rttMs: 40, throughputKbps: 10240, cpuSlowdownMultiplier: 1 } } },
      );
      if (lhr.runtimeError) print(`${path}: ${lhr.runtimeError.message}`);
      const performance = Math.round((lhr.categories.performance.score ?? 0) * 100);
      const accessibility = Math.round((lhr.categories.accessibility.score ?? 0) * 100);
      const failedAudits = Object.values(lhr.audits)
        .filter((audit) => audit.score !== null && audit.score < 1 && lhr.categories.accessibility.auditRefs.some((ref) => ref.id === audit.id))
        .map((audit) => audit.id);
      results.push({ path, performance, accessibility, failedAudits });
      print(`${path.padEnd(48)} performance ${performance}  accessibility ${accessibility}${failedAudits.length ? `  (a11y: ${failedAudits.join(', ')})` : ''}`);
    }
  } finally {
    await chrome.kill();
  }
  return results;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const appUrl = process.argv[2] ?? process.env.STACK_APP_URL;
  const results = await runLighthouse({ appUrl, apiUrl: process.env.STACK_API_URL ?? appUrl, anonKey: process.env.STACK_ANON_KEY ?? '' });
  const failed = results.filter((r) => r.performance < BUDGETS.performance || r.accessibility < BUDGETS.accessibility);
  process.exit(failed.length ? 1 : 0);
}
