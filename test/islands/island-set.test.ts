import { describe, expect, it } from 'vitest';
import { BUCKET_SIZE, IslandSet } from '../../src/islands/island-set';
import { queuedIsland } from './queued-island';

const islands = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => queuedIsland(from + i));

describe('island set: the islands the one root renders, in buckets', () => {
  it('a slice changes only the bucket it goes into: the full ones stay the same objects', () => {
    const set = new IslandSet();
    set.add(islands(0, BUCKET_SIZE + 10));
    const [full, partial] = set.getSnapshot();
    expect(full?.islands).toHaveLength(BUCKET_SIZE);
    expect(partial?.islands).toHaveLength(10);
    set.add(islands(1000, 5));
    const after = set.getSnapshot();
    expect(after[0]).toBe(full);
    expect(after[1]).not.toBe(partial);
    expect(after[1]?.key).toBe(partial?.key);
    expect(after[1]?.islands.map((i) => i.key).slice(-5)).toEqual([1000, 1001, 1002, 1003, 1004]);
    // Every island once, in the order added.
    expect(after.flatMap((b) => b.islands).map((i) => i.key)).toEqual([
      ...islands(0, BUCKET_SIZE + 10).map((i) => i.key),
      1000,
      1001,
      1002,
      1003,
      1004,
    ]);
  });

  it('removing keeps the untouched buckets and drops the emptied ones; listeners hear each change', () => {
    const set = new IslandSet();
    let heard = 0;
    set.subscribe(() => heard++);
    set.add(islands(0, BUCKET_SIZE * 3));
    const [first, second, third] = set.getSnapshot();
    const removed = set.remove((island) => island.key >= BUCKET_SIZE && island.key < BUCKET_SIZE * 2 + 1);
    expect(removed).toHaveLength(BUCKET_SIZE + 1);
    const after = set.getSnapshot();
    expect(after).toHaveLength(2);
    expect(after[0]).toBe(first);
    expect(after[1]?.key).toBe(third?.key);
    expect(after[1]?.islands).toHaveLength(BUCKET_SIZE - 1);
    expect(after.some((b) => b.key === second?.key)).toBe(false);
    // Nothing matched: no change, no notice.
    expect(set.remove(() => false)).toEqual([]);
    expect(heard).toBe(2);
  });
});
