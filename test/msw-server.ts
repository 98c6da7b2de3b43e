import { setupServer } from 'msw/node';

// The shared msw/node server of the vitest suites. Tests add handlers with `mockServer.use(...)`;
// test/mock-api.ts wires the stateful fake store's handlers in for widget and thunk tests.
export const mockServer = setupServer();
