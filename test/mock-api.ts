// Wires the stateful fake store API (src/mocks) into the shared msw/node server for one test file.
import { http, HttpResponse } from 'msw';
import { beforeEach } from 'vitest';
import { createMockApi, DEFAULT_MOCK_HOSTS } from '../src/mocks';
import type { FakeStore } from '../src/mocks/fake-store';
import { mockServer } from './msw-server';

/** A fresh fake store per test; its handlers are added to the shared server before each test. */
export function useMockApi(): FakeStore {
  const { fake, handlers } = createMockApi(DEFAULT_MOCK_HOSTS);
  beforeEach(() => {
    fake.reset();
    mockServer.use(...handlers);
  });
  return fake;
}

/**
 * The cookies of a signed-in member (docs/behaviour.md "Members and guests"): uhash{lang} and an odd
 * loginchecked.
 */
export function memberCookies(lang: 'jp' | 'en' = 'jp'): void {
  document.cookie = `uhash${lang}=h4sh-member; path=/`;
  document.cookie = 'loginchecked=1; path=/';
}

/**
 * A stale member cookie: the status answers without customer_id (the page is a guest's), carrying
 * a cart and messages, while the lists the cookie allows still answer with the member's data.
 */
export function staleMemberStatus(cart: readonly string[] = [], message: readonly object[] = []): void {
  mockServer.use(
    http.get('*/:site/load/member/status', () =>
      HttpResponse.json({
        cart: cart.map((product_id) => ({ product_id, rental_id: '', status: 1 })),
        message,
        info: [],
      }),
    ),
  );
}
