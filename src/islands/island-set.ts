import type { ComponentType } from 'react';
import type { WidgetDefinition } from '../widget-api/widget-definition';
import type { NearState } from './near';

export interface MountedIsland {
  key: number;
  name: string;
  element: HTMLElement;
  Component: ComponentType<object>;
  props: unknown;
  definition: WidgetDefinition<never>;
  settled: Promise<void>;
  settle: () => void;
  /** Off the runtime's books (unmounted, removed): a render under way gives its element no state. */
  gone?: boolean;
  /** Where the island is, as the work loop last heard; `far`: its rendering is skipped until it nears. */
  near?: NearState;
  far?: boolean;
  unwatch?: () => void;
}

/** A bucket of mounted islands: the one root renders a component per bucket, each its islands' portals. */
export interface IslandBucket {
  key: number;
  islands: readonly MountedIsland[];
}

/** Islands per bucket: a slice re-renders the list of buckets and the bucket it joins, not every portal. */
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
    const buckets = [...this.buckets];
    for (const island of added) {
      const last = buckets.at(-1);
      if (last && last.islands.length < BUCKET_SIZE)
        buckets[buckets.length - 1] = { key: last.key, islands: [...last.islands, island] };
      else buckets.push({ key: this.nextKey++, islands: [island] });
    }
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
    if (removed.length === 0) return removed;
    this.buckets = buckets;
    this.emit();
    return removed;
  }

  private emit = () => this.listeners.forEach((listener) => listener());
}
