import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadBoughts, loadFavorites } from '../../src/store/lists-slice';
import { refreshOnReturn } from '../../src/store/member-returns';
import { loadStatus } from '../../src/store/user-slice';
import { memberCookies, useMockApi } from '../mock-api';
import { makeTestStore } from '../render';

// useMockApi is a test helper, not a React hook.
// eslint-disable-next-line react-hooks/rules-of-hooks
const fake = useMockApi();

describe('coming back to a page', () => {
  it("reloads the member's loaded lists once each, and only those", async () => {
    memberCookies();
    const store = makeTestStore();
    await Promise.all([
      store.dispatch(loadStatus()),
      store.dispatch(loadBoughts()),
      store.dispatch(loadFavorites()),
    ]);
    store.dispatch(refreshOnReturn());
    // The reloads start at once: their lists are pending as soon as the return is told.
    expect(store.getState().lists.favorites.status).toBe('pending');
    await waitFor(() => expect(store.getState().lists.favorites.status).toBe('succeeded'));
    await waitFor(() => expect(store.getState().user.status).toBe('succeeded'));
    for (const call of ['status', 'boughts', 'favorites'] as const)
      expect(fake.requestsOf(call)).toHaveLength(2);
    // Follows were never loaded on this page: a return does not start them.
    expect(fake.requestsOf('follows')).toHaveLength(0);
    expect(store.getState().user.returns).toBe(1);
  });

  it("sends nothing once the member cookie is gone (logged out elsewhere), and the page is a guest's", async () => {
    memberCookies();
    const store = makeTestStore();
    await Promise.all([store.dispatch(loadStatus()), store.dispatch(loadFavorites())]);
    document.cookie = 'uhashjp=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    await new Promise((resolve) => setTimeout(resolve, 0)); // the cookie reader reads once per task
    store.dispatch(refreshOnReturn());
    // A reload would be pending at once (the test above): none is.
    expect(store.getState().lists.favorites.status).not.toBe('pending');
    expect(store.getState().user.status).not.toBe('pending');
    expect(fake.requestsOf('status')).toHaveLength(1);
    expect(fake.requestsOf('favorites')).toHaveLength(1);
  });
});
