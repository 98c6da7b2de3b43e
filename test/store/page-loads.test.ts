import { memberCookies, useMockApi } from '../mock-api';
import { mockServer } from '../msw-server';
import { makeTestStore } from '../render';
import { emptyNeeds, startPageLoads, type PageLoad } from '../../src/store/page-loads';

// useMockApi is a test helper, not a React hook.
// eslint-disable-next-line react-hooks/rules-of-hooks
useMockApi();

describe('startPageLoads', () => {
  it('sends what a price box waits for first, whatever order the islands declared their loads in, the folders last', async () => {
    memberCookies();
    const store = makeTestStore({ pathname: '/maniax/mypage/wishlist/' });
    const sent: string[] = [];
    const record = ({ request }: { request: Request }) => sent.push(new URL(request.url).pathname);
    mockServer.events.on('request:start', record);
    try {
      const needs = emptyNeeds();
      // A follow button and a card come before the price box in the page.
      for (const load of [
        'folders',
        'follows',
        'uninterests',
        'coupons',
        'favorites',
        'status',
        'boughts',
      ] as PageLoad[])
        needs.loads.add(load);
      startPageLoads(store, needs);
      await vi.waitFor(() => expect(sent).toHaveLength(7));
    } finally {
      mockServer.events.removeListener('request:start', record);
    }
    expect(sent).toEqual([
      '/maniax/load/member/status',
      '/maniax/load/bought/product',
      '/maniax/load/favorite/product',
      '/maniax/api/=/coupon.json',
      '/maniax/load/followlist/ajax',
      '/maniax/load/member/uninterest',
      // Last: they wait inside for the status (loaders.test.ts, 'a member status that does not answer').
      '/maniax/favorite/folder/ajax',
    ]);
  });
});
