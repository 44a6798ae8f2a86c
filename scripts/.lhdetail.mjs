import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import * as constants from 'lighthouse/core/config/constants.js';
import { startHttpsFront } from '/work/main/stack/https-front.mjs';
const [path, slow] = [process.argv[2], Number(process.argv[3] ?? 4)];
const front = await startHttpsFront({ target: process.env.STACK_APP_URL });
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new','--no-sandbox','--disable-gpu','--ignore-certificate-errors','--disable-dev-shm-usage'] });
const { lhr } = await lighthouse(front.url.replace(/\/$/, '') + path, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
  { extends: 'lighthouse:default', settings: { throttling: { ...constants.throttling.mobileSlow4G, cpuSlowdownMultiplier: slow } } });
console.log('perf', lhr.categories.performance.score, 'TBT', lhr.audits['total-blocking-time'].numericValue, 'bench', lhr.environment.benchmarkIndex);
for (const id of ['mainthread-work-breakdown', 'bootup-time', 'long-tasks']) {
  const a = lhr.audits[id];
  console.log('==', id, a.displayValue ?? '');
  for (const it of (a.details?.items ?? []).slice(0, 12)) console.log('  ', JSON.stringify(it).slice(0, 220));
}
await chrome.kill(); await front.close();
