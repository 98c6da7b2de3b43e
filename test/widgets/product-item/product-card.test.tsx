import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ProductItem from '../../../src/widgets/product-item/product-item';
import { useMockApi } from '../../mock-api';
import { makeIslandHandle, makeTestStore, renderWithStore } from '../../render';
import { renderItem, jsonpThroughFetch } from './helpers';

// useMockApi is a test helper, not a React hook.
// eslint-disable-next-line react-hooks/rules-of-hooks
const fake = useMockApi();
jsonpThroughFetch();

// A work name holding markup, shown as text: the story product-item/answers "hostile text"; an unknown product:
// test/audit/fault-reports.test.ts and the story "unknown product"; which coupons apply: test/domain/coupons.test.ts
// and the story product-item "with coupon"; Added for a favourite: the story "member"; the sample and demo
// access, and none without sample data: test/components/sample-access.test.tsx, on a card
// test/e2e/a11y.e2e.ts "card rental popup, sample viewer, ..."; a rating only with its count, the English
// price in JPY: test/widgets/live/live-answers-widgets.test.tsx; the community counts:
// test/e2e/product-widgets.e2e.ts; the status, lists and coupons asked for once however many cards:
// test/islands/page-loads.test.tsx, one pooled product request: test/islands/runtime.test.tsx.
describe('product card', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the name, maker and price as text, the detail link and the layout class', async () => {
    const { container } = await renderItem('RJ01000005', { layout: '2column' });
    const card = container.querySelector('.sf-product-item');
    expect(card).toHaveClass('sf-product-item--2column');
    expect(screen.getByText('秋の音色 Autumn Tones (30% OFF)')).toBeInTheDocument();
    expect(screen.getByText('770円')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '作品詳細' })).toHaveAttribute(
      'href',
      '/maniax/work/=/product_id/RJ01000005.html',
    );
  });

  it("a maker coupon applies to the maker's works (English)", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-23T00:00:00Z'));
    await renderItem('RJ01000006', { lang: 'en' });
    expect(
      await screen.findByText('This item comes with a [ Studio Kaede 全作品 300円OFF ].'),
    ).toBeInTheDocument();
    expect(screen.getByText('Coupon included')).toBeInTheDocument();
  });

  it('the rating tooltip shows on focus and hover, describing its button', async () => {
    const user = userEvent.setup();
    await renderItem('RJ01000009');
    const button = screen.getByRole('button', { name: /評価/ });
    const tooltip = document.getElementById(button.getAttribute('aria-describedby') ?? '');
    expect(tooltip).toHaveTextContent('評価 3.86（7件）');
    expect(tooltip).not.toBeVisible();
    await user.tab();
    while (document.activeElement !== button) await user.tab();
    expect(tooltip).toBeVisible();
    expect(button).toHaveAccessibleDescription('評価 3.86（7件）');
    await user.tab();
    expect(tooltip).not.toBeVisible();
    await user.hover(button);
    expect(tooltip).toBeVisible();
    await user.unhover(button);
    expect(tooltip).not.toBeVisible();
  });

  it('English rating text', async () => {
    await renderItem('RJ01000009', { lang: 'en' });
    expect(screen.getByRole('button', { name: /Rating/ })).toHaveAccessibleDescription(
      '3.86 out of 5 (7 ratings)',
    );
  });

  it('while the product loads: a busy skeleton, not ready', async () => {
    fake.setFault('productInfo', 'hang');
    const store = makeTestStore();
    void store.pooler.request(['RJ01000005']);
    const island = makeIslandHandle();
    const { container } = renderWithStore(
      <ProductItem productId="RJ01000005" layout="image" cacheable render="card" />,
      {
        store,
        island,
      },
    );
    const skeleton = container.querySelector('.sf-product-item--loading');
    expect(skeleton).toHaveAttribute('aria-busy', 'true');
    expect(skeleton).toHaveClass('sf-product-item--image');
    // The product request is on its way (and hangs): nothing else could make the card ready.
    await waitFor(() => expect(fake.requestsOf('productInfo')).toHaveLength(1));
    expect(island.markReady).not.toHaveBeenCalled();
  });
});
