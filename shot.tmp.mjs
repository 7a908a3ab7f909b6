import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
for (const [w,h,path] of [[1280,800,'/topic']]) for (let i=0;i<8;i++) {
  const ctx = await browser.newContext({ viewport: { width: w, height: h } });
  const page = await ctx.newPage();
  const cdp = await ctx.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 30 });
  await page.addInitScript(() => { window.__s=[]; new PerformanceObserver((l)=>{for(const e of l.getEntries()) window.__s.push([Math.round(e.startTime), e.value.toFixed(4), (e.sources||[]).map(s=>s.node?.nodeName+' '+JSON.stringify([s.previousRect.y,s.previousRect.height,s.currentRect.y,s.currentRect.height])).join(','), document.documentElement.hasAttribute('data-hydrated'), document.querySelector('main')?.getBoundingClientRect().height, document.querySelector('footer')?.getBoundingClientRect().height]);}).observe({type:'layout-shift',buffered:true}); });
  await page.goto('http://localhost:4050'+path);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1500);
  console.log(w, path, JSON.stringify(await page.evaluate(() => [window.__s, Math.round(performance.getEntriesByType('navigation')[0].domContentLoadedEventStart)])));
  await ctx.close();
}
await browser.close();
