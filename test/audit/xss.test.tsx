// Hostile text, in jsdom: XSS payloads in every field a page shows — product and maker
// names, coupon names and dates, member messages and notices, res_msg, folder msg and names, follow names,
// sample/demo URLs, image URLs, down_url, community play_id — served by the fake store to a page of every
// widget mounted by the real bootstrap, with the popups and error paths opened. Asserted: nothing runs
// (window.__xss stays uncalled), no element is made from text, names show literally, and no href/src holds
// a URL whose scheme is not http(s).
import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { text as plainText } from '../../src/api/normalize';
import { bootstrap } from '../../src/boot/bootstrap';
import { xmlResponse } from '../../src/mocks/handlers';
import { poisonFakeStore } from '../../src/mocks/poison';
import { memberCookies, useMockApi } from '../mock-api';
import { mockServer } from '../msw-server';
import { TEST_CONFIG } from '../render';
import { jsonpThroughFetch } from '../widgets/product-item/helpers';
import { injectedElements, unsafeUrls } from './dom-scan';
import { ALLOWED_URLS, TEXT_PAYLOADS, UNSAFE_URLS } from './payloads';
import { runsOutsideAct } from '../outside-act';
import { LONG_WAIT } from '../../src/mocks/suite-clock';

// useMockApi is a test helper, not a React hook.
// eslint-disable-next-line react-hooks/rules-of-hooks
const fake = useMockApi();
jsonpThroughFetch();

const xss = vi.fn();
let consoleError: { mockRestore: () => void };

runsOutsideAct();
beforeEach(() => {
  xss.mockClear();
  (window as unknown as { __xss?: unknown }).__xss = xss;
  (window as unknown as { ga?: unknown }).ga = vi.fn();
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
  window.history.pushState({}, '', '/maniax/mypage/wishlist/');
});
afterEach(() => {
  consoleError.mockRestore();
  delete (window as unknown as { __xss?: unknown }).__xss;
  delete (window as unknown as { ga?: unknown }).ga;
  window.history.pushState({}, '', '/');
});

const poison = (t: string, u: string) => poisonFakeStore(fake, t, u);

function island(widget: string, attrs: Record<string, string> = {}): HTMLElement {
  const el = document.createElement('div');
  el.setAttribute('data-widget', widget);
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(`data-${k}`, v);
  document.body.append(el);
  return el;
}

function assertClean(): void {
  expect(xss).not.toHaveBeenCalled();
  expect(injectedElements()).toEqual([]);
  expect(unsafeUrls()).toEqual([]);
}

const URLS: readonly string[] = [...UNSAFE_URLS, ...ALLOWED_URLS];
/** Each text payload with a URL payload; every URL payload is used at least once. */
const CASES: [string, string][] = Array.from(
  { length: Math.max(TEXT_PAYLOADS.length, URLS.length) },
  (_, i) => [TEXT_PAYLOADS[i % TEXT_PAYLOADS.length] ?? '', URLS[i % URLS.length] ?? ''],
);

describe('hostile text and URLs in every field a page shows', () => {
  it.each(CASES.map(([t, u]) => [JSON.stringify(t), JSON.stringify(u), t, u]))(
    'text %s, URL %s',
    async (_t, _u, t, u) => {
      memberCookies();
      poison(t, u);
      const user = userEvent.setup();
      const els = [
        island('product-item', { 'product-id': 'RJ01000010' }), // bought: download link (down_url)
        island('product-item', { 'product-id': 'RJ01000002', layout: '2column' }), // coupon, samples
        island('product-item', { 'product-id': 'RJ01000001' }), // demo, community links
        island('price-box', { 'product-id': 'RJ01000010' }),
        island('price-box', { 'product-id': 'RJ01000002' }),
        island('community-links', { 'product-id': 'RJ01000002' }),
        island('member-messages'),
        island('follow-button', { 'maker-id': 'RG-x', 'maker-name': t }),
        island('favorite-folder-menu'),
        island('favorite-folders'),
        island('favorite-item', { 'item-id': '101', 'folder-id': '11', 'folder-name': t }),
      ];
      const { api } = bootstrap({ ...TEST_CONFIG, layout: 'mypage_wishlist_folders' });
      await api.mount();
      await waitFor(() => {
        for (const el of els) expect(el.getAttribute('data-widget-state')).toBe('ready');
        expect(document.querySelectorAll('.sf-community-links__link')).not.toHaveLength(0);
      }, LONG_WAIT);
      assertClean();
      // An allowed URL is placed as given (the download link, the demo link, sample images); so the scans
      // above looked at real URLs.
      const placed = [...document.querySelectorAll('[href], [src]')].flatMap((e) => [
        e.getAttribute('href'),
        e.getAttribute('src'),
      ]);
      if ((ALLOWED_URLS as readonly string[]).includes(u)) expect(placed).toContain(u);
      else expect(placed.filter((h) => h !== null && (h === u || h === u.trim()))).toEqual([]);

      // Names show literally, character for character.
      const names = [...document.querySelectorAll('.sf-product-item__name, .sf-product-item__maker')];
      expect(names.length).toBeGreaterThan(0);
      for (const n of names) expect(n.textContent).toBe(t);
      expect(document.querySelector('.sf-folders__name')?.textContent).toBe(t);
      expect(document.body.textContent).toContain(t);
      // Messages (HTML fields) are reduced to text at the edge and show as that text.
      const shown = plainText(t);
      if (shown !== '') expect(els[6]?.textContent).toContain(shown);

      // Open what opens: the sample dialog, the follow popup; then make calls fail with the payload as msg.
      const sample = within(els[1] as HTMLElement).queryByRole('button', { name: 'サンプル' });
      if (sample) {
        await user.click(sample);
        await within(els[1] as HTMLElement).findByRole('dialog');
        assertClean();
      }
      await user.click(within(els[7] as HTMLElement).getByRole('button', { name: 'フォローする' }));
      const popup = await within(els[7] as HTMLElement).findByRole('dialog');
      expect(popup.textContent).toContain(t);
      assertClean();

      mockServer.use(
        http.post('*/:site/follow/regist', () =>
          HttpResponse.json({ msg: t }, { status: 400, statusText: 'Bad Request' }),
        ),
        http.post('*/:site/cart/ajax', () => xmlResponse('-1', t)),
        http.post('*/:site/favorite/folder/ajax', () =>
          HttpResponse.json({ result: false, data: null, msg: t }),
        ),
      );
      await user.click(within(popup).getByRole('button', { name: 'フォローする' }));
      await within(els[7] as HTMLElement).findByRole('alert');
      const box = els[4] as HTMLElement; // price-box RJ01000002
      await user.click(within(box).getAllByRole('button', { name: 'カートに入れる' })[0] as HTMLElement);
      await within(box).findByRole('alert');
      await user.click(within(els[9] as HTMLElement).getByRole('button', { name: '新しいフォルダを作成' }));
      await user.click(within(els[9] as HTMLElement).getByRole('button', { name: '保存' }));
      const folderAlert = await within(els[9] as HTMLElement).findByRole('alert');
      expect(folderAlert.textContent).toContain(t);
      assertClean();
      api.unmount();
    },
    20_000,
  );
});

describe('the scans themselves', () => {
  it('flag injected elements, inline handlers and unsafe URLs', () => {
    document.body.innerHTML =
      '<p><img src="x"><a href="javascript:void 0">a</a><b onclick="x()">b</b><a href="https://ok.test/">ok</a></p>';
    expect(injectedElements()).toHaveLength(2);
    expect(unsafeUrls()).toEqual(['a[href]=javascript:void 0']);
  });
});

describe('label overrides', () => {
  it('label overrides with markup show as text', async () => {
    const t = TEXT_PAYLOADS[0];
    const el = island('follow-button', { 'maker-id': 'RG1', 'maker-name': 'M' });
    const { api } = bootstrap({ ...TEST_CONFIG, i18n: { ja: { follow: t } } });
    await api.mount();
    await waitFor(() => expect(el.getAttribute('data-widget-state')).toBe('ready'));
    expect(within(el).getByRole('button').textContent).toBe(t);
    assertClean();
    api.unmount();
  });
});
