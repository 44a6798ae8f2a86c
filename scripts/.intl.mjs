import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const snippet of [
  "new Intl.DateTimeFormat('en-US',{hour:'numeric'}).format(0)",
  "new Intl.DateTimeFormat('en-US',{timeZone:'UTC',hour:'numeric'}).format(0)",
  "new Intl.DateTimeFormat('en-US',{timeZone:'America/New_York',hour:'numeric'}).format(0)",
  "new Intl.NumberFormat('en-US',{style:'currency',currency:'USD'}).format(1)",
  "new Date(0).toLocaleDateString('en-US')",
  "new Intl.DateTimeFormat('en-US',{timeZone:'America/New_York',hour:'numeric'}).format(0); new Intl.DateTimeFormat('en-US',{timeZone:'America/Chicago',weekday:'short'}).format(0)",
]) {
  const times = [];
  for (let i = 0; i < 3; i++) {
    const page = await browser.newPage();
    await page.goto('about:blank');
    times.push(await page.evaluate((s) => { const t = performance.now(); eval(s); return Math.round((performance.now() - t) * 10) / 10; }, snippet));
    const t2 = await page.evaluate((s) => { const t = performance.now(); eval(s); return Math.round((performance.now() - t) * 10) / 10; }, snippet);
    times.push('then ' + t2);
    await page.close();
  }
  console.log(times.join(' '), snippet);
}
await browser.close();
