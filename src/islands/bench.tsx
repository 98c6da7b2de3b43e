import { Profiler, type ReactNode } from 'react';
import type { MountedIsland } from './island-set';

// Benchmark-only helpers (bench/run.mjs, test/e2e/budgets.e2e.ts). Every use sits behind `__SF_BENCH__`,
// which is false in the product build, so none of this reaches dist/.

declare global {
  interface Window {
    /** Commits per island element since the last reset (bench build only). */
    __sfBenchRenders?: Map<HTMLElement, number>;
  }
}

/** `?roots=per-island` on a bench page: one React root per island instead of one root with portals. */
export function benchPerIslandRoots(): boolean {
  return new URLSearchParams(location.search).get('roots') === 'per-island';
}

/** Wraps an island in a Profiler that counts its commits (the bench build uses react-dom/profiling). */
export function benchProfile(island: MountedIsland, children: ReactNode): ReactNode {
  const onRender = () => {
    const renders = (window.__sfBenchRenders ??= new Map());
    renders.set(island.element, (renders.get(island.element) ?? 0) + 1);
  };
  return (
    <Profiler id={String(island.key)} onRender={onRender}>
      {children}
    </Profiler>
  );
}
