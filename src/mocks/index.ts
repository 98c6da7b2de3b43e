// Convenience: a fresh fake store and its handlers, for vitest (msw/node), the dev preview and browser tests.
import { createFakeStore } from './fake-store.ts';
import { createHandlers, type MockHosts } from './handlers.ts';

export const DEFAULT_MOCK_HOSTS: MockHosts = {
  sampleEmbed: 'https://samples.example.test/embed/jsonp',
  previewEmbed: 'https://preview.example.test',
  community: 'https://community.example.test',
};

/** `now`: the instant the fake store's relative fixture dates are resolved at. */
export function createMockApi(hosts: MockHosts = DEFAULT_MOCK_HOSTS, now = Date.now()) {
  const fake = createFakeStore(undefined, now);
  const handlers = createHandlers(fake, hosts);
  return { fake, handlers };
}
