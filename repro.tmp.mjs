import { preview } from 'vite';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from './scripts/chromium-args.mjs';
const server = await preview({ configFile: 'vite.config.ts', logLevel: 'warn', preview: { host: '127.0.0.1', port: 0 } });
const base = `http://127.0.0.1:${server.httpServer.address().port}`;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
const rate = Number(process.argv[2] ?? 4);
let hits = 0;
for (let i = 0; i < 30; i++) {
  const ctx = await browser.newContext({ viewport: { width: 412, height: 823 } });
  await ctx.addCookies([{ name: 'sf-mock-session', value: 'r' + i, url: base }, { name: 'uhashjp', value: 'h4sh-member', url: base }, { name: 'uhashen', value: 'h4sh-member', url: base }, { name: 'loginchecked', value: '1', url: base }]);
  await ctx.route(/\/favorite\/folder\/ajax/, async (route) => { await new Promise((r) => setTimeout(r, 400)); await route.continue(); });
  await ctx.addInitScript(() => {
    window.__shifts = [];
    const snap = () => { const w = document.querySelectorAll('[data-widget="favorite-item"]'); return [...w].slice(0, 3).map((e) => e.getBoundingClientRect().y + '/' + e.getBoundingClientRect().height + ' ' + (e.getAttribute('data-widget-state')||'-') + ' ' + e.innerHTML.replace(/<svg.*?<\/svg>/g,'').slice(0, 300)); };
    new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__shifts.push({ v: e.value, src: e.sources.map((s) => [s.node ? (s.node.nodeName + '.' + (s.node.className || '')) : null, s.previousRect.y, s.currentRect.y, s.currentRect.height]), snap: snap() }); }).observe({ type: 'layout-shift', buffered: true });
    window.__snaps = [];
    const d = (n) => n.nodeType === 1 ? n.tagName + '.' + (n.getAttribute('class') || n.getAttribute('role') || '') : n.nodeName;
    const mo = new MutationObserver((records) => {
      const t = performance.now().toFixed(0);
      for (const r of records) {
        const inItem = r.target.closest ? r.target.closest('[data-widget="favorite-item"]') : r.target.parentElement?.closest('[data-widget="favorite-item"]');
        if (!inItem) continue;
        const idx = [...document.querySelectorAll('[data-widget="favorite-item"]')].indexOf(inItem);
        if (r.type === 'attributes') window.__snaps.push(t + ' #' + idx + ' attr ' + r.attributeName + ' on ' + d(r.target) + ' = ' + r.target.getAttribute(r.attributeName));
        else window.__snaps.push(t + ' #' + idx + ' ' + r.type + ' in ' + d(r.target) + ' +[' + [...r.addedNodes].map(d) + '] -[' + [...r.removedNodes].map(d) + ']' + ' itemY=' + inItem.getBoundingClientRect().y + ' h=' + inItem.getBoundingClientRect().height);
      }
    });
    document.addEventListener('DOMContentLoaded', () => mo.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true }));
  });
  const page = await ctx.newPage();
  const cdp = await ctx.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  await page.goto(base + '/maniax/mypage/wishlist/' + (i % 2 ? '?lang=en' : ''));
  await page.waitForTimeout(3000);
  const s = await page.evaluate(() => window.__shifts);
  if (s.length) { hits++; console.log(i, JSON.stringify(s, null, 0)); const sn = await page.evaluate(() => window.__snaps); console.log(sn.join('\n')); }
  await ctx.close();
}
console.log('hits', hits);
await browser.close(); await server.close();
