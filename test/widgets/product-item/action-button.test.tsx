// The card's action (first match wins). Download and Stream of a bought work, On rental, In Cart with its
// purchase or rental note, the guest's favourite link: the stories of src/workshop/stories/product-item.stories.tsx
// ("bought: download and stream", "rented", "in cart", "in cart, as a rental", "guest"), read from the
// dictionaries; here the labels are written out, so a changed label fails.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useMockApi } from '../../mock-api';
import { renderItem, jsonpThroughFetch } from './helpers';

// useMockApi is a test helper, not a React hook.
// eslint-disable-next-line react-hooks/rules-of-hooks
const fake = useMockApi();
jsonpThroughFetch();

describe('product-item action button (first match wins)', () => {
  it.each([
    // work, page language, the links the action shows (name: address), the texts beside them
    ['RJ01000010', 'en', { Download: '/maniax/download/=/product_id/RJ01000010.html', Stream: null }, []],
    // Bought and rentable without a down_url: still Download, to the pack-download page, no options popup.
    [
      'RJ01000011',
      'jp',
      { ダウンロード: '/maniax/download/pack/product/=/product_id/RJ01000011.html', ブラウザ視聴: null },
      [],
    ],
    // The suite's clock is 11/23 12:00 in Japan; the fixture rental ends five days later at 18:30.
    [
      'RJ01000002',
      'jp',
      { レンタル中: '/maniax/work/=/product_id/RJ01000002.html' },
      ['11/28 18:30まで', '5日後終了'],
    ],
    ['RJ01000002', 'en', { レンタル中: null }, ['Until 11/28 18:30 (Ends in 5 days)']],
    ['RJ01000001', 'jp', { カートに入っています: '/maniax/cart/' }, ['通常購入']],
    ['RJ01000003', 'en', { 'In Cart': '/maniax/cart/' }, ['Rental(14days)']],
  ] as const)('%s (%s): its links and texts, no Add to Cart', async (id, lang, links, texts) => {
    const { container } = await renderItem(id, { lang });
    for (const [name, href] of Object.entries(links)) {
      const link = screen.getByRole('link', { name });
      if (href) expect(link).toHaveAttribute('href', href);
    }
    for (const text of texts) expect(container.textContent).toContain(text);
    expect(
      screen.queryByRole('button', { name: lang === 'en' ? 'Add to Cart' : 'カートに入れる' }),
    ).toBeNull();
  });

  it.each([
    [
      'jp',
      'カートに入れる',
      '購入方法を選択',
      ['通常購入500円45pt', 'レンタル3日間110円', 'レンタル7日間220円', 'レンタル30日間440円'],
    ],
    // The entries keep the Japanese labels, with English units and yen.
    [
      'en',
      'Add to Cart',
      'Purchase options',
      ['通常購入500 JPY45pt', 'レンタル3days110 JPY', 'レンタル7days220 JPY', 'レンタル30days440 JPY'],
    ],
  ] as const)(
    'rentable (RJ01000013, %s): a dialog button opening Buy and each rental plan; the button toggles it',
    async (lang, add, title, entries) => {
      const user = userEvent.setup();
      await renderItem('RJ01000013', { lang });
      const trigger = screen.getByRole('button', { name: add });
      expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
      await user.click(trigger);
      expect(trigger).toHaveAttribute('aria-expanded', 'true');
      const shown = within(screen.getByRole('dialog', { name: title })).getAllByRole('button', {
        name: /通常購入|レンタル/,
      });
      expect(shown.map((b) => b.textContent)).toEqual(entries);
      expect(shown[0]).toHaveFocus();
      await user.click(trigger);
      expect(screen.queryByRole('dialog')).toBeNull();
    },
  );

  it.each([
    ['jp', 'カートに入れる', 'カートに追加しました'],
    ['en', 'Add to Cart', 'Added to Cart'],
  ] as const)(
    '%s: a guest’s add to cart confirms itself, the cart link in place of the button',
    async (lang, add, added) => {
      fake.setMember(false);
      await renderItem('RJ01000006', { member: false, lang });
      await userEvent.click(screen.getByRole('button', { name: add }));
      expect(await screen.findByRole('link', { name: added })).toHaveAttribute('href', '/maniax/cart/');
      expect(screen.queryByRole('button', { name: add })).toBeNull();
    },
  );
});
