// A free loopback port, for a program the harness starts that needs one given (WebKitWebDriver, the DevTools
// port Lighthouse connects to).
import { createServer } from 'node:net';

export const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no free port')),
      );
    });
  });
