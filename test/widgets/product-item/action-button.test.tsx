import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useMockApi } from '../../mock-api';
import { renderItem, jsonpThroughFetch } from './helpers';

// useMockApi is a test helper, not a React hook.
// eslint-disable-next-line react-hooks/rules-of-hooks
const fake = useMockApi();
jsonpThroughFetch();

describe('product-item action button (first match wins)', () => {
  it('bought (RJ01000010): a download link to down_url and a Stream link to the player', async () => {
    await renderItem('RJ01000010');
    expect(screen.getByRole('link', { name: 'ダウンロード' })).toHaveAttribute(
      'href',
      '/maniax/download/=/product_id/RJ01000010.html',
    );
    expect(screen.getByRole('link', { name: 'ブラウザ視聴' })).toHaveAttribute(
      'href',
      'https://play.example.test/?workno=RJ01000010',
    );
    expect(screen.queryByRole('button', { name: 'カートに入れる' })).toBeNull();
  });

  it('bought and rentable without a down_url (RJ01000011): the download link goes to the pack-download page', async () => {
    await renderItem('RJ01000011');
    expect(screen.getByRole('link', { name: 'ダウンロード' })).toHaveAttribute(
      'href',
      '/maniax/download/pack/product/=/product_id/RJ01000011.html',
    );
    expect(screen.getByRole('link', { name: 'ブラウザ視聴' })).toBeInTheDocument();
  });

  it('bought and rentable (RJ01000011): still download, no options popup', async () => {
    await renderItem('RJ01000011');
    expect(screen.getByRole('link', { name: 'ダウンロード' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'カートに入れる' })).toBeNull();
  });

  it('live rental (RJ01000002): an on-rental link to the work page with the period and time left', async () => {
    const { container } = await renderItem('RJ01000002');
    const link = screen.getByRole('link', { name: 'レンタル中' });
    expect(link).toHaveAttribute('href', '/maniax/work/=/product_id/RJ01000002.html');
    // The suite's clock is 11/23 12:00 in Japan; the fixture rental ends five days later at 18:30.
    expect(container.textContent).toContain('11/28 18:30まで');
    expect(container.textContent).toContain('5日後終了');
  });

  it('in cart as a purchase (RJ01000001): an in-cart link to the cart, labelled as a purchase', async () => {
    const { container } = await renderItem('RJ01000001');
    expect(screen.getByRole('link', { name: 'カートに入っています' })).toHaveAttribute(
      'href',
      '/maniax/cart/',
    );
    expect(container.textContent).toContain('通常購入');
  });

  it('rental-only with its rental in the cart (RJ01000003): in cart, labelled with the rental', async () => {
    const { container } = await renderItem('RJ01000003');
    expect(screen.getByRole('link', { name: 'カートに入っています' })).toHaveAttribute(
      'href',
      '/maniax/cart/',
    );
    expect(container.textContent).toContain('レンタル(14日間)');
  });

  it('rentable (RJ01000013): a dialog button opening Buy plus one entry per rental plan', async () => {
    const user = userEvent.setup();
    await renderItem('RJ01000013');
    const trigger = screen.getByRole('button', { name: 'カートに入れる' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const dialog = screen.getByRole('dialog', { name: '購入方法を選択' });
    const entries = within(dialog)
      .getAllByRole('button')
      .filter((b) => b.textContent !== '閉じる');
    expect(entries.map((b) => b.textContent)).toEqual([
      '通常購入500円45pt',
      'レンタル3日間110円',
      'レンタル7日間220円',
      'レンタル30日間440円',
    ]);
    entries.forEach((entry) => expect(entry).toBeEnabled());
    expect(entries[0]).toHaveFocus();
  });

  it('no sale and no rental (RJ01000004): the sales ended, no button', async () => {
    await renderItem('RJ01000004');
    expect(screen.getByText('販売終了')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'カートに入れる' })).toBeNull();
  });

  it('plain on sale (RJ01000005): an add-to-cart button', async () => {
    await renderItem('RJ01000005');
    expect(screen.getByRole('button', { name: 'カートに入れる' })).toBeEnabled();
  });

  it('a guest sees add-to-cart for a work a member has bought', async () => {
    fake.setMember(false);
    await renderItem('RJ01000010', { member: false });
    expect(screen.getByRole('button', { name: 'カートに入れる' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'お気に入りに追加' })).toHaveAttribute(
      'href',
      '/maniax/mypage/wishlist/=/product_id/RJ01000010.html',
    );
  });

  it('a guest’s add to cart confirms itself: the cart link in place of the button, both languages', async () => {
    fake.setMember(false);
    for (const [lang, add, added] of [
      ['jp', 'カートに入れる', 'カートに追加しました'],
      ['en', 'Add to Cart', 'Added to Cart'],
    ] as const) {
      const view = await renderItem('RJ01000006', { member: false, lang });
      await userEvent.click(screen.getByRole('button', { name: add }));
      expect(await screen.findByRole('link', { name: added })).toHaveAttribute('href', '/maniax/cart/');
      expect(screen.queryByRole('button', { name: add })).toBeNull();
      view.unmount();
    }
  });

  it('English labels', async () => {
    await renderItem('RJ01000010', { lang: 'en' });
    expect(screen.getByRole('link', { name: 'Download' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Stream' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '作品詳細' })).toBeInTheDocument();
  });

  it('English: in cart, on rental, and the rental labels', async () => {
    const first = await renderItem('RJ01000003', { lang: 'en' });
    expect(screen.getByRole('link', { name: 'In Cart' })).toBeInTheDocument();
    expect(first.container.textContent).toContain('Rental(14days)');
    first.unmount();
    await renderItem('RJ01000002', { lang: 'en' });
    expect(screen.getByRole('link', { name: 'レンタル中' })).toBeInTheDocument();
    expect(document.body.textContent).toContain('Until 11/28 18:30 (Ends in 5 days)');
  });
});
