import type { Locator, Page } from 'playwright-core';
import { describe, test } from 'vitest';
import type { MockCall, MockFault } from '../../src/mocks/fake-store';
import { baseUrl, openContext, openPage, waitForIslands, waitForQuiet } from './browser';
import { recordStatusTexts, statusShown, statusTexts } from './status-marks';

// Faults, in the browser against the production build: every call the user starts, made to fail
// in every way, shows a clear message where they acted, changes nothing, leaves no control busy, and the
// next attempt works; calls the user did not start fail silently; analytics never gets a storm.

async function setFault(page: Page, call: MockCall, fault: MockFault | '') {
  await page.request.post(`${baseUrl()}/__mock/fault?call=${call}&fault=${fault}`);
}

/** Records the analytics reports of the page (a stand-in `ga`). */
async function recordGa(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { gaLabels: string[]; ga: (c: string, f: { eventLabel: string }) => void };
    w.gaLabels = [];
    w.ga = (_command, fields) => w.gaLabels.push(fields.eventLabel);
  });
}
const gaLabels = (page: Page) => page.evaluate(() => (window as unknown as { gaLabels: string[] }).gaLabels);

interface UserAction {
  call: MockCall;
  path: string;
  /** Does the action; returns the scope the result shows in. */
  act: (page: Page) => Promise<Locator>;
  /** The control that shows success. */
  done: (scope: Locator) => Locator;
  /** Success shown as a mark in a status region, perhaps for a second only: read from the page's record. */
  mark?: string;
  /** The faults that are failures for this call (default FAULTS). */
  faults?: MockFault[];
  /** Controls that must not stay busy or disabled after a failure. */
  control: (scope: Locator) => Locator;
}

const WORK = '/maniax/work/=/product_id/RJ01000005.html?lang=en';
// Not yet a favourite of the fixture member.
const WORK_NOT_FAVOURITE = '/maniax/work/=/product_id/RJ01000006.html?lang=en';
const actions: UserAction[] = [
  {
    call: 'cart',
    path: '/maniax/preview/list.html?n=5&lang=en',
    act: async (page) => {
      const card = page.locator('[data-widget="product-item"][data-product-id="RJ01000005"]');
      await card.getByRole('button', { name: 'Add to Cart' }).click();
      return card;
    },
    done: (scope) => scope.getByRole('link', { name: 'Added to Cart' }),
    control: (scope) => scope.getByRole('button', { name: 'Add to Cart' }),
  },
  {
    call: 'wishlist',
    path: WORK_NOT_FAVOURITE,
    act: async (page) => {
      const island = page.locator('[data-widget="favorite-button"]');
      await island.getByRole('button', { name: 'Add to Favorites' }).click();
      return island;
    },
    done: (scope) => scope.getByText('Added', { exact: true }),
    control: (scope) => scope.getByRole('button', { name: 'Add to Favorites' }),
  },
  {
    call: 'follow',
    path: WORK,
    // docs/behaviour.md "Follows and the follow cache": a follow succeeds on the status text OK whatever the
    // body says, so a bad body is no fault.
    faults: ['http500', 'result-false', 'login-html'],
    act: async (page) => {
      const island = page.locator('[data-widget="follow-button"]');
      await island.getByRole('button', { name: 'Follow' }).click();
      await island.getByRole('dialog').getByRole('button', { name: 'Follow' }).click();
      return island;
    },
    done: (scope) => scope.getByRole('link', { name: 'Already following' }),
    // Single-shot within one opening of the popup; the trigger stays usable to open a new one.
    control: (scope) => scope.getByRole('button', { name: 'Follow', exact: true }).first(),
  },
  {
    call: 'folderAction',
    path: '/maniax/mypage/wishlist/folders/?lang=en',
    act: async (page) => {
      const island = page.locator('[data-widget="favorite-folders"]');
      await island.getByRole('checkbox', { name: 'Show on top' }).first().click();
      return island;
    },
    done: (scope) => scope.getByRole('status').filter({ hasText: 'Settings completed' }),
    mark: 'Settings completed',
    control: (scope) => scope.getByRole('checkbox', { name: 'Show on top' }).first(),
  },
  {
    call: 'itemAction',
    path: '/maniax/mypage/wishlist/folder/=/folder_id/11?lang=en',
    act: async (page) => {
      const island = page.locator('[data-widget="favorite-item"]').first();
      await island.getByRole('button', { name: 'Move or delete' }).click();
      await island.getByRole('menuitemradio', { name: /Unclassified/ }).click();
      return island;
    },
    done: (scope) => scope.getByRole('status').filter({ hasText: 'Moved to Unclassified.' }),
    mark: 'Moved to Unclassified.',
    control: (scope) => scope.getByRole('button', { name: 'Move or delete' }),
  },
];

const FAULTS: MockFault[] = ['http500', 'malformed', 'result-false', 'login-html'];

// Every case has a context and a mock-store session of its own (faults are per session), so the cases run
// side by side: what takes the time is page loads, and these tests read only what the page shows.
describe.concurrent('a failed call the user started: a message, nothing changed, the retry works', () => {
  for (const action of actions) {
    for (const fault of action.faults ?? FAULTS) {
      test(`${action.call}: ${fault}`, async ({ expect }) => {
        const opened = await openPage(action.path, { member: true });
        const { page } = opened;
        await waitForIslands(page);
        await setFault(page, action.call, fault);
        if (action.mark) await recordStatusTexts(page);
        const scope = await action.act(page);
        const alert = scope.getByRole('alert');
        // Playwright's own 30 s: a bound for a hang, not for the machine's speed.
        await alert.waitFor().catch(() => {
          throw new Error(`${action.call} ${fault}: no alert shown`);
        });
        expect((await alert.innerText()).trim().length, `${action.call} ${fault}: a message`).toBeGreaterThan(
          0,
        );
        await expect(action.done(scope).count(), `${action.call} ${fault}: nothing changed`).resolves.toBe(0);
        if (action.mark)
          expect(await statusTexts(page), `${action.call} ${fault}: no mark`).not.toContain(action.mark);
        const control = action.control(scope);
        await expect(control.isEnabled(), `${action.call} ${fault}: not left disabled`).resolves.toBe(true);
        await expect(control.getAttribute('aria-busy')).resolves.not.toBe('true');

        // The next attempt, on the same page with the server well again, works: the shopper first closes
        // the popup or menu the failure was shown in (the follow popup is single-shot), then tries again.
        await setFault(page, action.call, '');
        await page.keyboard.press('Escape');
        if (action.mark) await recordStatusTexts(page);
        const again = await action.act(page);
        if (action.mark) await statusShown(page, action.mark);
        else await action.done(again).waitFor();
        await opened.context.close();
      });
    }
  }
});

// The store's own calls (product info, status, boughts, coupons) in both shapes are proven in jsdom
// (test/audit/fault-reports.test.ts); here the JSONP services, whose failure is a script's in a browser.
describe.concurrent('a failed call the user did not start: silent, and exactly one report', () => {
  const background: MockCall[] = ['sample', 'community', 'preview'];
  for (const call of background) {
    for (const fault of ['http500', 'malformed'] as MockFault[]) {
      test(`${call}: ${fault}`, async ({ expect }) => {
        const context = await openContext({ member: true });
        const page = await context.newPage();
        await recordGa(page);
        await setFault(page, call, fault);
        await page.goto(`${baseUrl()}/maniax/work/=/product_id/RJ01000001.html`);
        // Every island settles and every call has answered (a JSONP script that fails fails at once: the
        // page never waits out its 10 s JSONP timeout).
        await waitForQuiet(page);
        const alerts = await page.locator('[role="alert"]').allInnerTexts();
        expect(
          alerts.filter((text) => text.trim() !== ''),
          `${call} ${fault}: silent`,
        ).toEqual([]);
        const labels = await gaLabels(page);
        expect(labels.length, `${call} ${fault}: reports ${JSON.stringify(labels)}`).toBe(1);
        await context.close();
      });
    }
  }
});
