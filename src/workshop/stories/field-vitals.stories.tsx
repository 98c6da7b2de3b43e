import type { Meta } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import { VITALS_EVENT, VITALS_START_MARK, type VitalsDetail } from '../../vitals/vitals-report';
import { readGlobals } from '../globals';
import { islandsSettled, LONG_WAIT, type IslandArgs, type IslandStory } from '../island-story';
import { StoryPage } from '../story-page';
import { storeList } from './card-markup';

// The shoppers' Web Vitals by widget (`"vitals": true`, docs/page/events.md "storefront:vitals"): the page's
// reports listed as the host's listener receives them. Click a card's Add to Cart, switch to another tab
// and back: the INP report names product-item. The story's own check is a shift the host causes in a list
// item above a card: the CLS report names the island that moved.

// One work: the notice moves its island alone (with works below, their list items would move too, and the
// first of the shift's sources would be one of them).
const WORKS = ['RJ01000005'];

const shown = ({ name, value }: VitalsDetail) =>
  name === 'CLS' ? value.toFixed(3) : `${Math.round(value)} ms`;

/** Every `storefront:vitals` of the page, as a host's listener on `document` receives it. */
function VitalsLog() {
  const [reports, setReports] = useState<VitalsDetail[]>([]);
  useEffect(() => {
    const listen = (event: Event) => {
      const { detail } = event as CustomEvent<VitalsDetail>;
      setReports((list) => [...list, detail]);
    };
    document.addEventListener(VITALS_EVENT, listen);
    return () => document.removeEventListener(VITALS_EVENT, listen);
  }, []);
  return (
    <section aria-label={VITALS_EVENT}>
      <div role="log">
        {reports.map((r) => (
          <p key={`${r.id}-${r.value}`}>
            {`${r.name} ${shown(r)} ${r.rating} · widget: ${r.widget ?? 'none'} · ${r.attribution.target ?? ''}`}
          </p>
        ))}
      </div>
    </section>
  );
}

const meta = {
  title: 'field Web Vitals',
  render: (args, context) => (
    <>
      <VitalsLog />
      <StoryPage html={args.html} globals={readGlobals(context.globals)} options={{ vitals: true }} />
    </>
  ),
  args: { html: storeList(WORKS, '1column') },
} satisfies Meta<IslandArgs>;
export default meta;

/** The page hidden, as a shopper's switching tabs hides it (INP and CLS are reported then), and shown again. */
function hideAndShow(): void {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
  document.dispatchEvent(new Event('visibilitychange'));
  delete (document as { visibilityState?: unknown }).visibilityState;
  document.dispatchEvent(new Event('visibilitychange'));
}

/** The page's first entry of `type` named `name` (earlier ones too, but for shifts); no bound but the test's. */
function firstEntry(type: 'mark' | 'paint' | 'layout-shift', name?: string): Promise<void> {
  return new Promise((resolve) => {
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntries().some((entry) => name === undefined || entry.name === name)) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type, buffered: type !== 'layout-shift' });
  });
}

/** The first CLS report the host's listener receives. */
function clsReport(): Promise<VitalsDetail> {
  return new Promise((resolve) => {
    const listen = (event: Event) => {
      const { detail } = event as CustomEvent<VitalsDetail>;
      if (detail.name !== 'CLS') return;
      document.removeEventListener(VITALS_EVENT, listen);
      resolve(detail);
    };
    document.addEventListener(VITALS_EVENT, listen);
  });
}

export const ShiftInAList: IslandStory = {
  name: 'a host notice above a card: the CLS report names product-item',
  play: async (context) => {
    await islandsSettled(context);
    // The library reports CLS only for a page that was not hidden before its first contentful paint (the
    // card's text, painted once its font is in, which a loaded machine can make late).
    await Promise.all([firstEntry('mark', VITALS_START_MARK), firstEntry('paint', 'first-contentful-paint')]);
    // The host's late notice in the first list item, above its card: the card's island moves down.
    const item = context.canvasElement.querySelector('li.store-card');
    const notice = document.createElement('p');
    notice.style.cssText = 'height: 120px; margin: 0; background: #fff4d6';
    const shifted = firstEntry('layout-shift');
    const report = clsReport();
    item?.prepend(notice);
    await shifted;
    // The library watches for CLS once it has the page's first paint, in a task of its own: a shopper who
    // hides the page before then is reported at the next time they hide it. So the page is hidden and
    // shown until the report comes (no bound but the test's own: a loaded machine only makes it later).
    let reported: VitalsDetail | undefined;
    void report.then((detail) => (reported = detail));
    while (!reported) {
      hideAndShow();
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    await expect(reported.widget).toBe('product-item');
    const log = within(context.canvasElement).getByRole('log');
    await waitFor(() => expect(log).toHaveTextContent(/^CLS .* widget: product-item/), LONG_WAIT);
  },
};
