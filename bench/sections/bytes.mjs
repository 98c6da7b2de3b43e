// JavaScript and CSS bytes per page type
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { Buffer } from 'node:buffer';
import { ROOT, ctx, gzip, log, round } from '../lib/common.mjs';
import { loadSettled, openPage } from '../lib/pages.mjs';

/** Runs the section; what it measured goes to ctx.results. */
export async function run() {
  log('bytes per page type');
  const DIST = resolve(ROOT, 'dist');
  /** The chunks the entry imports statically (loaded before it runs), transitively. */
  function staticClosure(file, seen = new Set()) {
    const code = readFileSync(resolve(DIST, file), 'utf8');
    for (const [, spec] of code.matchAll(/(?:from|import)\s*["']([^"']+\.js)["']/g)) {
      const target = resolve(resolve(DIST, file), '..', spec).slice(DIST.length + 1);
      if (target === 'storefront.js' || seen.has(target)) continue;
      seen.add(target);
      staticClosure(target, seen);
    }
    return seen;
  }
  const entryImports = staticClosure('storefront.js');
  const libsGzip = gzip(readFileSync(resolve(ROOT, 'bench/dist/libs/libs.js')));

  const PAGE_TYPES = [
    { name: 'list page (30 cards)', path: '/maniax/preview/list.html?n=30' },
    { name: 'work page', path: '/maniax/work/=/product_id/RJ01000001.html' },
    { name: 'my-page folder page', path: '/maniax/mypage/wishlist/folders/' },
  ];
  ctx.results.bytes = [];
  for (const type of PAGE_TYPES) {
    const { context, page } = await openPage();
    const bodies = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.pathname.startsWith('/cdn/storefront/'))
        bodies.push(response.body().then((body) => ({ file: url.pathname.slice(16), body })));
    });
    await loadSettled(page, type.path);
    const widgets = await page.evaluate(() => [
      ...new Set([...document.querySelectorAll('[data-widget]')].map((el) => el.getAttribute('data-widget'))),
    ]);
    // The widgets' styles travel inside their chunks (adopt-styles.ts): measured apart, since the budget is
    // for JavaScript and a stylesheet file would not count in it.
    const styleText = await page.evaluate(() =>
      document.adoptedStyleSheets
        .map((sheet) => [...sheet.cssRules].map((r) => r.cssText).join('\n'))
        .join('\n'),
    );
    const stylesGzip = styleText ? gzip(Buffer.from(styleText)) : 0;
    const groups = { entry: [0, 0], entryImports: [0, 0], lazyChunks: [0, 0], css: [0, 0] };
    const files = [];
    for (const { file, body } of await Promise.all(bodies)) {
      const group = file.endsWith('.css')
        ? 'css'
        : file === 'storefront.js'
          ? 'entry'
          : entryImports.has(file)
            ? 'entryImports'
            : 'lazyChunks';
      const gz = gzip(body);
      groups[group][0] += body.length;
      groups[group][1] += gz;
      files.push({ file, group, raw: body.length, gzip: gz });
    }
    const jsGzip = groups.entry[1] + groups.entryImports[1] + groups.lazyChunks[1];
    const scriptGzip = jsGzip - stylesGzip;
    ctx.results.bytes.push({
      page: type.name,
      path: type.path,
      widgets,
      hasGallery: widgets.includes('work-gallery'),
      groups,
      jsGzip,
      stylesGzip,
      libsGzip,
      ratioToLibs: round(scriptGzip / libsGzip, 2),
      ratioToLibsWithStyles: round(jsGzip / libsGzip, 2),
      files: files.sort((a, b) => b.gzip - a.gzip),
    });
    await context.close();
  }
}
