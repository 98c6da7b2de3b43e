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
}

/** The islands currently mounted, as an external store the one React root subscribes to. */
export class IslandSet {
  private islands: readonly MountedIsland[] = [];
  private readonly listeners = new Set<() => void>();

  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getSnapshot = () => this.islands;

  add(added: MountedIsland[]): void {
    if (added.length === 0) return;
    this.islands = [...this.islands, ...added];
    this.emit();
  }

  remove(predicate: (island: MountedIsland) => boolean): MountedIsland[] {
    const removed = this.islands.filter(predicate);
    if (removed.length > 0) {
      this.islands = this.islands.filter((island) => !removed.includes(island));
      this.emit();
    }
    return removed;
  }

  private emit(): void {
    for (const listener of this.listeners) listener();
  }
}
