// The page's half of the bench's inp section (bench/sections/inp.mjs): an init script that waits for the
// moment of the tap, then records the tap's Event Timing entries and when its answer is on screen.

/**
 * In the page, before its scripts: waits for the moment, reports it through `__inpMoment`, then records the
 * tap's Event Timing entries and when its answer is on screen, in `window.__inp`.
 */
export function watch({ moment, island: islandSelector, control: controlSelector, answer }) {
  const state = { entries: [], firstInput: null, moment: null, tap: null, shownMs: null, hit: null };
  window.__inp = state;
  new PerformanceObserver((entries) => {
    for (const e of entries.getEntries())
      state.entries.push({
        name: e.name,
        interactionId: e.interactionId,
        startTime: e.startTime,
        processingStart: e.processingStart,
        processingEnd: e.processingEnd,
        duration: e.duration,
      });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  new PerformanceObserver((entries) => {
    const [e] = entries.getEntries();
    if (e) state.firstInput = { name: e.name, duration: e.duration, delay: e.processingStart - e.startTime };
  }).observe({ type: 'first-input', buffered: true });

  // The moment: islands with a state counted as their attribute appears (one query for the total, at the
  // first change, when the page is parsed), the tapped island's state, and its control enabled.
  let total = 0;
  let ready = 0;
  const counted = new WeakSet();
  let island = null;
  const usable = () => {
    island ??= document.querySelector(islandSelector);
    if (!island?.hasAttribute('data-widget-state')) return null;
    const control = island.querySelector(controlSelector);
    return control && !control.disabled ? control : null;
  };
  let control = null;
  const fire = () => {
    state.moment = {
      at: performance.now(),
      ready,
      total,
      start: performance.getEntriesByName('storefront:start')[0]?.startTime ?? null,
    };
    window.__inpMoment(state.moment);
  };
  // The control usable only after the moment (not seen so far): polled each frame.
  const awaitControl = () => {
    control = usable();
    if (control) fire();
    else requestAnimationFrame(awaitControl);
  };
  const needed = () => (moment === 'first' ? 1 : moment === 'third' ? Math.ceil(total / 3) : total);
  // At rest: every island ready, then an idle period of the browser's longest (no task waiting at all).
  const awaitRest = () =>
    window.requestIdleCallback((deadline) => (deadline.timeRemaining() >= 45 ? awaitControl() : awaitRest()));
  const observer = new MutationObserver((records) => {
    if (total === 0) total = document.querySelectorAll('[data-widget]').length;
    for (const record of records)
      if (record.target.hasAttribute('data-widget-state') && !counted.has(record.target)) {
        counted.add(record.target);
        ready += 1;
      }
    if (ready < needed()) return;
    observer.disconnect();
    if (moment === 'rest') awaitRest();
    else awaitControl();
  });
  observer.observe(document, { subtree: true, attributes: true, attributeFilter: ['data-widget-state'] });

  const shown = () => {
    if (answer === 'dialog') {
      const dialog = island.querySelector('[role="dialog"]');
      return !!dialog && dialog.checkVisibility({ opacityProperty: true, visibilityProperty: true });
    }
    if (answer === 'favourite') {
      if (island.querySelector('.sf-favorite-button--added, .sf-favorite-button__error')) return true;
      const button = island.querySelector('button.sf-favorite-button');
      return !!button && (button.disabled || button.getAttribute('aria-busy') === 'true');
    }
    const toggle = island.querySelector('button.sf-folder-menu__toggle');
    const menu = island.querySelector('.sf-folder-menu__list');
    return (
      toggle?.getAttribute('aria-expanded') === 'true' &&
      !!menu?.checkVisibility({ visibilityProperty: true })
    );
  };
  // The tap's pointerdown: its timestamp is the input's; from the next frame on, each frame checks the
  // answer, and the first task after the frame that shows it ends the wait.
  addEventListener(
    'pointerdown',
    (event) => {
      if (!state.moment || state.tap) return;
      state.tap = { timeStamp: event.timeStamp, dispatched: performance.now() };
      state.hit = !!control && event.target instanceof Node && control.contains(event.target);
      const target = event.target instanceof Element ? event.target : null;
      state.target = target ? `${target.localName}.${[...target.classList].join('.')}` : String(event.target);
      const frame = () => {
        if (!shown()) return requestAnimationFrame(frame);
        setTimeout(() => {
          state.shownMs = performance.now() - state.tap.timeStamp;
        }, 0);
      };
      requestAnimationFrame(frame);
    },
    { capture: true },
  );
}
