import { inject } from 'vitest';
import { SUITE_NOW } from '../../src/mocks/suite-clock';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The machine zone of a zone project (vite.config.ts ZONES). */
    zone: string;
  }
}

// Only in the zone projects: their files run in the project's zone, not in the machine's, so the date rules
// beside this file are proven against Japan's calendar from either side of it.
test("the file runs in its project's zone", () => {
  const zone = inject('zone');
  expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe(zone);
  expect(new Date(SUITE_NOW).getTimezoneOffset()).toBe(zone === 'Asia/Tokyo' ? -540 : 480);
});
