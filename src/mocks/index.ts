// Convenience: a fresh fake store and its handlers, for vitest (msw/node), the dev preview and browser tests.
import { createFakeStore } from './fake-store.ts';
import { createHandlers, type MockHosts } from './handlers.ts';

export const DEFAULT_MOCK_HOSTS: MockHosts = {
  sampleEmbed: 'https://samples.example.test/embed/jsonp',
  previewEmbed: 'https://preview.example.test',
  community: 'https://community.example.test',
};

export function createMockApi(hosts: MockHosts = DEFAULT_MOCK_HOSTS) {
  const fake = createFakeStore();
  const handlers = createHandlers(fake, hosts);
  return { fake, handlers };
}
