// The benchmark's printed table, from its results (each section's part, when that section ran).
import { RUNS, kB } from './common.mjs';
import { LATENCY } from '../sections/critical.mjs';
import { SCROLL_TO } from '../sections/scroll.mjs';
import { THOUSANDS_TARGET } from '../sections/thousands.mjs';
import { longTaskLines, tapLines } from './report-tasks.mjs';

/** The results as text: one table or line per section that ran. */
export function report(results) {
  const lines = [];
  const table = (head, rows) => {
    lines.push(`| ${head.join(' | ')} |`, `| ${head.map(() => '---').join(' | ')} |`);
    for (const row of rows) lines.push(`| ${row.join(' | ')} |`);
    lines.push('');
  };
  // With BENCH_BEFORE, a section's rows name their build (the earlier commit's, then this one's): the
  // build's column, and its cell in a row.
  const builds = Boolean(results.before);
  const buildColumn = builds ? ['build'] : [];
  const build = (row) =>
    builds ? [row.build === 'before' ? `before (${results.before.slice(0, 7)})` : 'now'] : [];
  const context = { results, lines, table, build, buildColumn };
  lines.push(
    `Benchmark ${results.date} · Chromium ${results.chromium} · ${RUNS} runs · ${results.seconds} s · \`${results.command}\``,
    '',
  );
  const t = results.tiers;
  if (t)
    lines.push(
      `Phones: the host's benchmark index ${t.index} (${t.indexGiven ? 'given by TIER_INDEX' : `Lighthouse's computeBenchmarkIndex, best of ${t.indexRuns.length}: ${t.indexRuns.join(', ')}`}); ${Object.entries(
        t.rates,
      )
        .map(
          ([name, rate]) =>
            `${name} tier (index ${t.scores[name]}): CPU ${rate}x${t.clamped.includes(name) ? ' (host under the tier: not slowed)' : ''}${t.indexUnderRate[name] === undefined ? '' : `, benchmark under it ${t.indexUnderRate[name]}`}`,
        )
        .join(
          '; ',
        )}; each with 150 ms round trip, 1.6 Mbps down, 750 kbps up, 412 x 823 at 1.75x, touch. Phones here: ${t.used.join(', ')}.`,
      '',
    );
  if (results.requests) {
    lines.push('Requests per page load (N cacheable product-item cards, N distinct works, member):', '');
    const callNames = [...new Set(results.requests.flatMap((r) => Object.keys(r.calls)))].sort();
    table(
      ['call', ...results.requests.map((r) => `N=${r.n}`)],
      callNames.map((call) => [call, ...results.requests.map((r) => r.calls[call] ?? 0)]),
    );
  }
  if (results.bytes) {
    lines.push(
      "JavaScript and CSS fetched per page type, kB raw / gzip (the widgets' styles travel inside their chunks):",
      '',
    );
    const pair = ([raw, gz]) => `${kB(raw)} / ${kB(gz)}`;
    table(
      [
        'page',
        'widgets',
        'entry',
        'entry imports',
        'lazy chunks',
        'CSS files',
        'JS gzip',
        'styles in JS',
        'x libraries (styles aside)',
        'x libraries (all)',
      ],
      results.bytes.map((b) => [
        b.page,
        b.widgets.join(', '),
        pair(b.groups.entry),
        pair(b.groups.entryImports),
        pair(b.groups.lazyChunks),
        pair(b.groups.css),
        kB(b.jsGzip),
        kB(b.stylesGzip),
        `${b.ratioToLibs} (of ${kB(b.libsGzip)})`,
        b.ratioToLibsWithStyles,
      ]),
    );
  }
  if (results.mount) {
    lines.push(
      'Script start to the islands on the first screen ready and to every island ready, median ms, beside the',
      'islands floor (bare React, one root, a portal per island, no store, no requests) and the one-root floor:',
      '',
    );
    table(
      [
        'N',
        'on screen: product',
        'on screen: islands floor',
        'on screen: product / islands floor',
        'all: product',
        'all: islands floor',
        'all: product / islands floor',
      ],
      results.mount.map((m) => [
        m.n,
        m.onScreenMedianMs.product,
        m.onScreenMedianMs.islandsFloor,
        m.onScreenRatioToIslandsFloor,
        m.medianMs.product,
        m.medianMs.islandsFloor,
        m.ratioToIslandsFloor,
      ]),
    );
    lines.push(
      '',
      'Script start to every island ready, and to the first frame painted after it, median ms (CLS: worst product run):',
      '',
    );
    table(
      [
        'N',
        'product',
        'floor',
        'product / floor',
        'painted: product',
        'painted: floor',
        'painted: product / floor',
        'bench build',
        'CLS',
      ],
      results.mount.map((m) => [
        m.n,
        m.medianMs.product,
        m.medianMs.floor,
        m.ratioToFloor,
        m.paintedMedianMs.product,
        m.paintedMedianMs.floor,
        m.paintedRatioToFloor,
        m.medianMs.benchPortals,
        m.maxLayoutShift,
      ]),
    );
  }
  if (results.criticalPath) {
    lines.push(
      `Critical path: navigation start to every island ready, median ms, with 0 and ${LATENCY} ms added to every request; round trips waited = (t${LATENCY} − t0) / ${LATENCY}:`,
      '',
    );
    table(
      ['page', 't0', `t${LATENCY}`, 'round trips waited', 'floor'],
      results.criticalPath.map((c) => [c.page, c.readyMs0, c.readyMs300, c.roundTrips, c.floor]),
    );
  }
  longTaskLines(context);
  if (results.dataFloor) {
    const d = results.dataFloor;
    lines.push(
      `Data-fetching floor (${d.n} cards, ${d.latencyMs} ms added latency, navigation to ready, median): product ${d.productMs} ms, floor ${d.floorMs} ms, ratio ${d.ratio}.`,
      '',
    );
  }
  for (const tier of results.mobile ?? []) {
    lines.push(
      `A phone, ${tier.profile} (compressed HTML, with and without the host's preload hints), ms from navigation, median:`,
      '',
    );
    table(
      [
        'page',
        'on screen ready',
        'every island ready',
        'total blocking',
        'longest task',
        "the entry's task",
        'longest after the entry',
      ],
      tier.rows.map((m) => [
        m.page,
        m.onScreenMs,
        m.readyMs,
        m.totalBlockingMs,
        m.longestMs,
        m.entryTaskMs,
        m.longestAfterEntryMs,
      ]),
    );
    const q = tier.ratios;
    lines.push(
      `${tier.tier}: on screen, 30 cards / the data-fetching floor: ${q.onScreen30WithHintsToDataFloor} with the preload hints (target 1.1), ${q.onScreen30WithoutHintsToDataFloor} without (target 1.3); longest task / the floor's: ${q.longest30ToDataFloor}.`,
      `${tier.tier}: on screen sooner with the hints than without: work page ${q.workOnScreenSoonerWithHintsMs} ms, folder page ${q.folderOnScreenSoonerWithHintsMs} ms (target 150); on screen, 1000 cards / 30 cards: ${q.onScreen1000To30} (target 1.2).`,
      '',
    );
  }
  if (results.scroll) {
    lines.push(
      `A jump to card ${SCROLL_TO} of 1000 (documented host CSS) once the first screen is ready: ms until every island in the new viewport is ready, median:`,
      '',
    );
    table(
      [
        'profile',
        'viewport ready after the jump',
        'islands in the viewport',
        'islands without a state at the jump',
      ],
      results.scroll.map((s) => [s.label, s.readyMs, s.visible, s.queuedAtJump]),
    );
  }
  if (results.thousands) {
    lines.push(
      'Thousands of cards, no throttling: script start to every island ready, median ms (runs):',
      '',
    );
    const counts = results.thousands[0]?.rows.map((r) => r.n) ?? [];
    const cell = (r) =>
      r.readyMs === Infinity || r.readyMs === null
        ? `> 60000 (${r.readyAtCap} ready; ${r.runs} run)`
        : `${r.readyMs} (${r.runs})`;
    table(
      ['host CSS', ...counts.map((n) => `N=${n}`), `5000 / 1000 (target ≤ ${THOUSANDS_TARGET})`],
      results.thousands.map((t) => [
        t.label,
        ...t.rows.map(cell),
        t.ratio5000To1000 === null || !Number.isFinite(t.ratio5000To1000) ? '> 60' : t.ratio5000To1000,
      ]),
    );
  }
  const r = results.reRenders;
  if (r)
    lines.push(
      `Cart add on ${r.page}: ${r.reRendered} islands re-rendered (${r.reRenderedShowingWork} of the ${r.showingWork} showing the work, ${r.reRenderedOther} others; ${r.commits} commits).`,
    );
  if (results.layoutShift)
    lines.push(
      `Layout shift from mounting: ${results.layoutShift.map((l) => `${l.path} ${l.cls}`).join('; ')}.`,
    );
  for (const c of results.clickToFeedback ?? [])
    lines.push(
      `Click to feedback, ${c.profile}, median: add to cart ${c.addToCart.nextFrameMs} ms to the next frame, ${c.addToCart.addedShownMs} ms to "added"; rental popup ${c.rentalPopup.nextFrameMs} ms to the next frame (in the DOM after ${c.rentalPopup.popupShownMs} ms).`,
    );
  tapLines(context);
  return lines.join('\n');
}
