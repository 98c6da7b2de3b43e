import { STALLED, within } from '../../src/domain/within';

describe('within: a bounded wait on a call that may never answer', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("gives the call's value when it answers in time", async () => {
    await expect(within(Promise.resolve('answer'), 1000)).resolves.toBe('answer');
  });

  it('gives STALLED once the time has passed, and not before', async () => {
    let settled: unknown = 'pending';
    void within(new Promise(() => {}), 1000).then((value) => (settled = value));
    await vi.advanceTimersByTimeAsync(999);
    expect(settled).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBe(STALLED);
  });

  it('rejects as the call does, and leaves no timer behind', async () => {
    await expect(within(Promise.reject(new Error('refused')), 1000)).rejects.toThrow('refused');
    expect(vi.getTimerCount()).toBe(0);
  });
});
