// The report's (report.mjs) tables of main-thread work: long tasks while a list fills in, and a tap's wait.

/** The `longtasks` section's table and where its long frames went. */
export function longTaskLines({ results, lines, table, build, buildColumn }) {
  if (results.longTasks) {
    lines.push(
      "Long tasks on a list of N cards, from the entry's first statement until 3 s after every island is ready, median ms (the entry's own task apart; from the first island ready on, what a tap can meet):",
      '',
    );
    table(
      [
        ...buildColumn,
        'device',
        'N',
        'host CSS',
        'every island ready',
        "the entry's task",
        'longest after it',
        'longest from the first island ready',
        '> 50 / > 100 ms',
        'blocking time',
      ],
      results.longTasks.map((l) => [
        ...build(l),
        l.device,
        l.n,
        l.host,
        l.readyMs,
        l.entryTaskMs,
        l.longestAfterEntryMs,
        l.longestFromFirstMs,
        `${l.over50} / ${l.over100}`,
        l.tbtMs,
      ]),
    );
    const busy = results.longTasks.filter((l) => l.busy.length > 0);
    if (busy.length > 0)
      lines.push(
        '',
        'The long frames from the first island ready on spent, per load (ms, largest first):',
        '',
      );
    for (const l of busy)
      lines.push(
        `- ${[...build(l), l.device, `${l.n} cards`, l.host].join(', ')}: ${l.busy.map(([what, ms]) => `${what} ${ms}`).join('; ')}`,
      );
  }
}

/** The `inp` section's tables, per tier, and what the median tap waited behind. */
export function tapLines({ results, lines, table, build, buildColumn }) {
  if (results.inp) {
    lines.push(
      '',
      `A tap while the page loads (a fresh load per tap; ${results.inp[0]?.pointer === 'mouse' ? 'a mouse click' : 'touch input'}): INP (largest Event Timing duration of the interaction) and ms from the tap to the end of the frame that shows its answer, median (worst) of the taps; input delay / processing / presentation of the median; targets per tier:`,
      '',
    );
    const under = (v) => (v === null ? 'none' : v < 16 ? '< 16' : v);
    const ms = (median, worst) => (median === null ? '-' : `${under(median)} (${under(worst)})`);
    const verdict = (r) =>
      r.notReached
        ? `moment not reached (${r.notReached.readyAtCap} islands ready at the cap)`
        : r.withinTarget === null
          ? '-'
          : `${r.withinTarget ? 'met' : 'NOT MET'} (≤ ${r.targetMs})`;
    for (const profile of [...new Set(results.inp.map((r) => r.profile))]) {
      lines.push(`${profile}:`, '');
      table(
        [
          ...buildColumn,
          'control',
          'page',
          'host CSS',
          'moment',
          'islands ready at the tap',
          'INP',
          'delay / processing / presentation',
          'on screen',
          'target',
          'taps',
        ],
        results.inp
          .filter((r) => r.profile === profile)
          .map((r) => [
            ...build(r),
            r.control,
            r.page,
            r.host,
            r.moment,
            r.readyAtTap === null ? '-' : `${r.readyAtTap} of ${r.islands}`,
            ms(r.inpMs, r.worstInpMs),
            r.inpMs === null
              ? '-'
              : [r.inputDelayMs, r.processingMs, r.presentationMs].map((v) => v ?? '-').join(' / '),
            r.taps === 0 ? '-' : `${r.shownMs ?? 'none'} (${r.worstShownMs ?? 'none'})`,
            verdict(r),
            `${r.taps}${r.missed ? `, ${r.missed} missed` : ''}${r.unanswered ? `, ${r.unanswered} no answer in the cap` : ''}`,
          ]),
      );
      // What the main thread did while the tap of the median input delay waited (its long animation frames).
      const waits = results.inp.filter((r) => r.profile === profile && r.waitedFor?.length > 0);
      if (waits.length > 0) lines.push('', 'What the median tap waited behind (ms, largest first):', '');
      for (const r of waits)
        lines.push(
          `- ${[...build(r), r.control, r.page, r.host, r.moment].join(', ')}: ${r.waitedFor
            .slice(0, 4)
            .map(([what, ms]) => `${what} ${ms}`)
            .join('; ')}`,
        );
    }
  }
}
