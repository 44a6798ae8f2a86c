// Long main-thread tasks of a page load (raw, unthrottled), and the TBT they would make at slowdowns 4 and 8.
import { chromium } from 'playwright-core';
const base = process.env.STACK_APP_URL.replace(/\/$/, '');
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const path of process.argv.slice(2)) {
  const runs = [];
  for (let r = 0; r < 3; r++) {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
    await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing', 'loading'] });
    await page.goto(base + path, { waitUntil: 'networkidle' });
    await page.waitForTimeout(800);
    const buf = await browser.stopTracing();
    const events = JSON.parse(buf.toString()).traceEvents;
    const main = events.find((e) => e.name === 'TracingStartedInBrowser')?.args?.data?.frames?.[0];
    const rendererPid = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')?.pid;
    const mainTid = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && e.pid === rendererPid)?.tid;
    const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === rendererPid)?.ts;
    const tasks = events.filter((e) => e.pid === rendererPid && e.tid === mainTid && e.name === 'RunTask' && e.dur);
    const inside = (t) => events.filter((e) => e.pid === rendererPid && e.tid === mainTid && e.ts >= t.ts && e.ts < t.ts + t.dur && (e.name === 'FunctionCall' || e.name === 'EvaluateScript' || e.name === 'v8.compileModule' || e.name === 'ParseHTML' || e.name === 'UpdateLayoutTree' || e.name === 'Layout' || e.name === 'TimerFire' || e.name === 'FireAnimationFrame' || e.name === 'EventDispatch'));
    const long = tasks.filter((t) => t.dur > 6000).map((t) => {
      const parts = inside(t).filter((e) => e.dur > 1000).slice(0, 4).map((e) => `${e.name}${e.args?.data?.url ? ':' + e.args.data.url.split('/').pop() : ''}${e.args?.data?.functionName ? '(' + e.args.data.functionName + ')' : ''} ${(e.dur / 1000).toFixed(1)}`);
      return { ms: t.dur / 1000, afterFcp: fcp ? t.ts >= fcp : true, parts };
    });
    const tbt = (m) => long.filter((t) => t.afterFcp).reduce((s, t) => s + Math.max(0, t.ms * m - 50), 0);
    runs.push({ tbt4: Math.round(tbt(4)), tbt8: Math.round(tbt(8)), long });
    await page.close();
  }
  runs.sort((a, b) => a.tbt8 - b.tbt8);
  const med = runs[1];
  console.log(`${path}: estimated TBT at 4× ${runs.map((r) => r.tbt4).join('/')} ms, at 8× ${runs.map((r) => r.tbt8).join('/')} ms; median run's tasks > 6 ms:`);
  for (const t of med.long) console.log(`   ${t.ms.toFixed(1).padStart(6)} ms ${t.afterFcp ? '' : '(before FCP) '}${t.parts.join(' | ')}`);
}
await browser.close();
