import { describe, expect, test } from 'vitest';
import { beyondChromium, ENGINES } from './engines';
import { byName, problems, useEngine } from './flow-helpers';

// The work page's widgets in Chromium, Firefox and WebKit: the price box's Add to Cart in both languages,
// the follow popup (a guest's sign-up and log-in, Escape and focus back; a member's follow), and no island
// moving while the data arrives (the boxes the server's page and the host CSS gave, against the boxes once
// every island has a state: engines without layout-shift entries are compared the same way).

const WORK = '/maniax/work/=/product_id/RJ01000006.html';
const withLang = (path: string, lang: 'ja' | 'en') => (lang === 'en' ? `${path}?lang=en` : path);
const boxesNow = () =>
  [...document.querySelectorAll('[data-widget]')].map((island) => {
    const box = island.getBoundingClientRect();
    return [box.left, box.top + scrollY, box.width, box.height].map(Math.round);
  });
const boxesAtParse = () =>
  (window as unknown as { __sfReadiness?: { boxesAtParse: number[][] } }).__sfReadiness?.boxesAtParse ?? null;

describe.each(ENGINES)('%s', (name) => {
  const { open } = useEngine(name);

  // Chromium's proof of the Japanese add: the islands-together story "card and price box: add in the box".
  for (const lang of ['ja', 'en'] as const)
    (lang === 'ja' ? beyondChromium(name) : test)(
      `${lang}: the price box adds the work to the cart`,
      async () => {
        const p = await open(withLang(WORK, lang), { member: true });
        const add = lang === 'en' ? 'Add to Cart' : 'カートに入れる';
        await p.click(await byName(p, '[data-widget="price-box"] .sf-price-box__actions button', add));
        await p.waitFor(
          () =>
            document.querySelector(
              '[data-widget="price-box"] .sf-price-box__actions a[href="/maniax/cart/"]',
            ) !== null,
          undefined,
          'the link to the cart',
        );
        expect(await p.run(problems)).toEqual([]);
      },
    );

  // Chromium's proof: the follow-button story "guest popup".
  beyondChromium(name)("a guest's follow popup: sign-up, log-in; Escape closes it, focus back", async () => {
    const p = await open(withLang(WORK, 'en'));
    const follow = await byName(p, '[data-widget="follow-button"] button', 'Follow');
    await p.click(follow);
    await p.waitFor(
      () => {
        const dialog = document.querySelector('[data-widget="follow-button"] [role="dialog"]');
        const links = [...(dialog?.querySelectorAll('a') ?? [])].map((a) => a.textContent);
        return links.includes('Sign up') && links.includes('Log in');
      },
      undefined,
      'the popup with its links',
    );
    await p.press('Escape');
    await p.waitFor(
      () => document.querySelector('[role="dialog"]') === null,
      undefined,
      'the popup to close',
    );
    expect(await p.run(() => document.activeElement?.textContent)).toBe('Follow');
    expect(await p.run(problems)).toEqual([]);
  });

  // Chromium's proof: the follow-button story "member follows, mail off".
  beyondChromium(name)('a member follows the maker from the popup', async () => {
    const p = await open(withLang(WORK, 'en'), { member: true });
    await p.click(await byName(p, '[data-widget="follow-button"] button', 'Follow'));
    await p.waitFor(() => document.querySelector('[data-widget="follow-button"] [role="dialog"]') !== null);
    await p.click(await byName(p, '[data-widget="follow-button"] [role="dialog"] button', 'Follow'));
    await p.waitFor(
      () =>
        [...document.querySelectorAll('[data-widget="follow-button"] a')].some(
          (link) => link.textContent === 'Already following',
        ),
      undefined,
      'Already following',
    );
    expect(await p.run(problems)).toEqual([]);
  });

  for (const path of [`${WORK}?lang=en`, '/maniax/preview/list.html?n=12'])
    test(`no island moves while its data arrives: ${path}`, async () => {
      const p = await open(path, { member: true });
      const before = await p.run(boxesAtParse);
      expect(before).not.toBeNull();
      expect(await p.run(boxesNow)).toEqual(before);
    });
});
