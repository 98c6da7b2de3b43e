import { SUITE_NOW, shiftClock } from '../../src/mocks/suite-clock';

// `npm run test:stories`: every story runs at the suite's instant (docs/testing.md "The suite's clock"),
// set before any story module loads; the workshop itself shows the day it is opened.
shiftClock(SUITE_NOW);
