import { preview } from 'vite';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from './scripts/chromium-args.mjs';
const server = await preview({ configFile: 'vite.config.ts', logLevel: 'warn', preview: { host: '127.0.0.1', port: 0 } });
const base = `http://127.0.0.1:${server.httpServer.address().port}`;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
for (const lang of ['', '?lang=en']) {
 const res = [];
 for (const js of [false, true]) {
  const ctx = await browser.newContext({ viewport: { width: 412, height: 823 }, javaScriptEnabled: js });
  await ctx.addCookies([{ name: 'sf-mock-session', value: 'h' + js, url: base }, { name: 'uhashjp', value: 'h4sh-member', url: base }, { name: 'uhashen', value: 'h4sh-member', url: base }, { name: 'loginchecked', value: '1', url: base }]);
  const page = await ctx.newPage();
  await page.goto(base + '/maniax/mypage/wishlist/' + lang); await page.waitForTimeout(2500);
  res.push(await page.$$eval('[data-widget="favorite-item"]', (els) => els.map((e) => { const r = e.getBoundingClientRect(); return r.y + '/' + r.height; })));
  await ctx.close();
 }
 console.log(lang, res[0].map((v, i) => v === res[1][i] ? v : v + ' != ' + res[1][i]).join('  '));
}
await browser.close(); await server.close();
