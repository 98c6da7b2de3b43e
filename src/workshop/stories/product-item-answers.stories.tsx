import type { Meta } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { formatNumber, formatYen } from '../../domain/pricing';
import { cartPage, workPage } from '../../domain/routes';
import { fixtures } from '../../mocks/fixtures';
import { LIVE_EXPECTED } from '../../mocks/live-answers';
import { islandMeta, islandsSettled, type IslandArgs, type IslandStory } from '../island-story';
import { storyStore } from '../story-setup';
import { card, islandOf, localeOf, settleCards, storeList } from './card-markup';

// The product card on what the store answers: hostile text, the live store's shapes, the books site, a
// single-id request, and the answers that leave the card without a product.

const meta = {
  title: 'product-item/answers and failures',
  ...islandMeta,
  args: { html: card('RJ01000005') },
} satisfies Meta<IslandArgs>;
export default meta;

const HOSTILE = 'RJ01000008';

export const HostileText: IslandStory = {
  name: 'hostile text',
  args: { html: card(HOSTILE) },
  play: async (context) => {
    await islandsSettled(context);
    const name = fixtures.products.find((p) => p.product_id === HOSTILE)?.work_name ?? '';
    // The markup in the work's name shows as text: the card is named by it and holds no element of it.
    const article = within(context.canvasElement).getByRole('article', { name });
    await expect(within(article).getByText(name)).toBeVisible();
    await expect(context.canvasElement.querySelector('img')).toBeNull();
  },
};

export const LiveAnswers: IslandStory = {
  name: "live store's answers, foreign prices (en)",
  globals: { answers: 'live', lang: 'en' },
  args: { html: storeList(Object.keys(LIVE_EXPECTED), '2column') },
  play: async (context) => {
    const { t } = await settleCards(context);
    // The figures a shopper must see for each captured answer (fixtures/live/expected.json).
    for (const [id, want] of Object.entries(LIVE_EXPECTED)) {
      const cardOf = within(islandOf(context.canvasElement, 'product-item', id));
      await expect(cardOf.getByText(formatYen(want.yen, localeOf(context)))).toBeVisible();
      const rating = cardOf.queryByRole('button', { name: new RegExp(`^${t.rating}`) });
      if (want.rating === null) await expect(rating).toBeNull();
      else await expect(rating).toHaveAccessibleName(`${t.rating} ${want.rating}`);
      if (want.rating !== null)
        await expect(rating).toHaveAccessibleDescription(new RegExp(formatNumber(want.rating_count)));
    }
  },
};

export const BooksSite: IslandStory = {
  name: 'books site',
  globals: { site: 'books' },
  args: { html: storeList(['BJ02000005', 'BJ02000001', 'BJ02000009', 'BJ02000010', 'BJ02000002']) },
  play: async (context) => {
    const { t } = await settleCards(context);
    const cardOf = (id: string) => within(islandOf(context.canvasElement, 'product-item', id));
    await expect(cardOf('BJ02000005').getByRole('link', { name: t.detail })).toHaveAttribute(
      'href',
      workPage('books', 'BJ02000005'),
    );
    await expect(await cardOf('BJ02000001').findByRole('link', { name: t.cart })).toHaveAttribute(
      'href',
      cartPage('books'),
    );
    await expect(await cardOf('BJ02000009').findByRole('link', { name: t.download })).toBeVisible();
    await expect(await cardOf('BJ02000010').findByRole('link', { name: t.on_rental })).toBeVisible();
  },
};

export const NotCacheable: IslandStory = {
  name: 'not cacheable: a single-id POST',
  args: { html: card('RJ01000005', '1column', { cacheable: 'false' }) },
  play: async (context) => {
    await islandsSettled(context);
    const calls = storyStore().requestsOf('productInfo');
    await expect(calls).toHaveLength(1);
    await expect(calls[0]).toMatchObject({ method: 'POST', body: { product_id: 'RJ01000005' } });
  },
};

/** A card without its product renders nothing (the server's markup stays) and is an `error` island. */
const emptyCard = async (context: Parameters<NonNullable<IslandStory['play']>>[0]) => {
  await islandsSettled(context);
  await expect(context.canvasElement.querySelector('article')).toBeNull();
};

export const Failed: IslandStory = {
  name: 'failed (HTTP 500)',
  globals: { fault: 'http500' },
  parameters: { workshop: { faultCalls: ['productInfo'], state: 'error' } },
  play: emptyCard,
};

export const UnknownProduct: IslandStory = {
  name: 'unknown product',
  args: { html: card('RJ01999999') },
  parameters: { workshop: { state: 'error' } },
  play: emptyCard,
};
