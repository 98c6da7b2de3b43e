import type { ComponentType } from 'react';

export interface MountedIsland {
  key: number;
  name: string;
  element: HTMLElement;
  Component: ComponentType<object>;
  props: unknown;
  readyWhen: 'mounted' | 'data';
  mayBeEmpty: boolean;
  /** Settles when the island first commits or fails. */
  settled: Promise<void>;
  settle: () => void;
  /**
   * Set when the runtime takes the island off its books (unmounted, removed from the page): a render
   * already under way then gives its element no state.
   */
  gone?: boolean;
}

/** A bucket of mounted islands: the one root renders a component per bucket, each its islands' portals. */
export interface IslandBucket {
  key: number;
  islands: readonly MountedIsland[];
}

/**
 * Islands per bucket. Adding a slice re-renders the root's list of buckets and the one bucket the slice
 * goes into, not every island's portal: with one flat list, each slice at 5000 cards reconciled 5000
 * portals, and the page's mount time grew with the square of its islands.
 */
export const BUCKET_SIZE = 64;

/** The islands currently mounted, as an external store the one React root subscribes to. */
export class IslandSet {
  private buckets: readonly IslandBucket[] = [];
  private nextKey = 0;
  private readonly listeners = new Set<() => void>();

  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getSnapshot = () => this.buckets;

  add(added: readonly MountedIsland[]): void {
    if (added.length === 0) return;
    const buckets = [...this.buckets];
    let rest = added;
    const last = buckets.at(-1);
    if (last && last.islands.length < BUCKET_SIZE) {
      const room = BUCKET_SIZE - last.islands.length;
      buckets[buckets.length - 1] = { key: last.key, islands: [...last.islands, ...rest.slice(0, room)] };
      rest = rest.slice(room);
    }
    for (let at = 0; at < rest.length; at += BUCKET_SIZE)
      buckets.push({ key: this.nextKey++, islands: rest.slice(at, at + BUCKET_SIZE) });
    this.buckets = buckets;
    this.emit();
  }

  remove(predicate: (island: MountedIsland) => boolean): MountedIsland[] {
    const removed: MountedIsland[] = [];
    const buckets: IslandBucket[] = [];
    for (const bucket of this.buckets) {
      const kept = bucket.islands.filter((island) => !predicate(island) || !removed.push(island));
      if (kept.length === bucket.islands.length) buckets.push(bucket);
      else if (kept.length > 0) buckets.push({ key: bucket.key, islands: kept });
    }
    if (removed.length > 0) {
      this.buckets = buckets;
      this.emit();
    }
    return removed;
  }

  private emit(): void {
    for (const listener of this.listeners) listener();
  }
}
