// docs/page/product-item.md `data-render="actions"`: on the store's own list markup (the server renders the
// work's title, maker and price around the island, and inside it the no-script fallback of the card's two
// controls), the island draws only the actions: its Add to Cart and favourite replace the server's links,
// which are hidden once the actions show and shown again on a failure or an unmount. Both languages, a guest
// and a member. An unknown render is an attribute error (widget-pages.test.ts, the attribute table's claims),
// whose island keeps its server content as written (runtime.test.tsx, 'a parser failure').
import { screen, waitFor, within } from '@testing-library/react';
import { bootstrap } from '../../../src/boot/bootstrap';
import { memberCookies, useMockApi } from '../../mock-api';
import { runsOutsideAct } from '../../outside-act';
import { stopRuntime, TEST_CONFIG } from '../../render';
import { answerProductInfo, SALE_LABELS, unpricedEntry, UNPRICED_ID } from '../unpriced-answers';
import { jsonpThroughFetch } from './helpers';

// useMockApi is a test helper, not a React hook.
// eslint-disable-next-line react-hooks/rules-of-hooks
useMockApi();
jsonpThroughFetch();
runsOutsideAct();

const WORK = { ...unpricedEntry, price: 1320, price_without_tax: 1200 };

/** A search-list item written the way the store writes it: server content around the island. */
function storeListItem(productId: string, render = 'actions'): void {
  document.body.innerHTML = `<ul><li class="search_result_img_box_inner">
    <dl class="work_1col"><dt class="work_name"><a href="/maniax/work/=/product_id/${productId}.html">${WORK.work_name}</a></dt>
      <dd class="maker_name">${WORK.maker_name}</dd><dd class="work_price">1,320円</dd></dl>
    <div id="island" data-widget="product-item" data-product-id="${productId}" data-render="${render}">
      <a class="btn_cart" href="/maniax/cart/=/product_id/${productId}.html">カートに追加</a>
      <a class="btn_favorite" style="color: red" href="/maniax/mypage/wishlist">お気に入りに追加</a>
    </div></li></ul>`;
}

const island = () => document.getElementById('island') as HTMLElement;
const serverLinks = () => Array.from(island().querySelectorAll<HTMLElement>('.btn_cart, .btn_favorite'));
// Hidden by the bundle's rule on an attribute, not an inline style (a strict CSP refuses restoring one): the
// rule itself hides them in test/e2e/csp.e2e.ts.
const hidden = (el: HTMLElement) => el.hasAttribute('data-sf-replaced');

describe.each(['jp', 'en'] as const)('%s', (lang) => {
  const labels = SALE_LABELS[lang];
  describe.each([false, true])('member %s', (member) => {
    it('draws only the actions, hides the server fallback once they show, shows it again on unmount', async () => {
      if (member) memberCookies(lang);
      answerProductInfo(WORK);
      storeListItem(UNPRICED_ID);
      const runtime = bootstrap({ ...TEST_CONFIG, lang });
      await runtime.api.mount();
      await waitFor(() => expect(island()).toHaveAttribute('data-widget-state', 'ready'));

      const group = screen.getByRole('group', { name: WORK.work_name });
      expect(within(group).getByRole('button', { name: labels.add })).toBeEnabled();
      // One purchase control and one favourite control per work: the server's are hidden.
      expect(serverLinks().every(hidden)).toBe(true);
      // No second card: no title, maker, price or detail link of the island's own.
      expect(island().querySelector('article, .sf-product-item__name, .sf-product-item__detail')).toBeNull();
      expect(group.textContent).not.toMatch(labels.yen);

      runtime.api.unmount();
      // The portal leaves in the root's next render.
      await waitFor(() => expect(serverLinks().some(hidden)).toBe(false));
      // Their own inline styles are as the server wrote them.
      expect(island().querySelector('.btn_favorite')).toHaveAttribute('style', 'color: red');
      expect(island().querySelector('.btn_cart')).not.toHaveAttribute('style');
      await stopRuntime(runtime);
    });
  });
});

it('a work the product info does not know: error, and the server fallback stays shown', async () => {
  storeListItem('RJ09999999');
  const runtime = bootstrap(TEST_CONFIG);
  await runtime.api.mount();
  await waitFor(() => expect(island()).toHaveAttribute('data-widget-state', 'error'));
  expect(serverLinks().some(hidden)).toBe(false);
  expect(screen.queryByRole('group')).toBeNull();
  await stopRuntime(runtime);
});

it('the default render is the whole card, and the server children stay beside it', async () => {
  answerProductInfo(WORK);
  storeListItem(UNPRICED_ID, 'card');
  const runtime = bootstrap(TEST_CONFIG);
  await runtime.api.mount();
  await waitFor(() => expect(island()).toHaveAttribute('data-widget-state', 'ready'));
  expect(island().querySelector('article')).not.toBeNull();
  expect(serverLinks().some(hidden)).toBe(false);
  await stopRuntime(runtime);
});
