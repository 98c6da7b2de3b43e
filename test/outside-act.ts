import { afterAll, beforeAll } from 'vitest';

type ActFlag = { IS_REACT_ACT_ENVIRONMENT?: boolean };

/**
 * The islands runtime renders with createRoot outside act(), as on a page: a suite that mounts through it
 * tells React so (no act() warnings) for its duration.
 */
export function runsOutsideAct(): void {
  beforeAll(() => {
    (globalThis as ActFlag).IS_REACT_ACT_ENVIRONMENT = false;
  });
  afterAll(() => {
    (globalThis as ActFlag).IS_REACT_ACT_ENVIRONMENT = true;
  });
}
