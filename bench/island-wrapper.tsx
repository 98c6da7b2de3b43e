// The bench build's stand-in for src/islands/island-wrapper.ts (bench/build.mjs): each island's commits
// are counted in `window.__sfBenchRenders` (React's profiling build runs Profiler callbacks in production).
import { Profiler, type ReactNode } from 'react';
import type { MountedIsland } from '../src/islands/island-set';

declare global {
  interface Window {
    __sfBenchRenders?: Map<HTMLElement, number>;
  }
}

export const wrapIsland = (island: MountedIsland, content: ReactNode): ReactNode => {
  const onRender = () => {
    const renders = (window.__sfBenchRenders ??= new Map());
    renders.set(island.element, (renders.get(island.element) ?? 0) + 1);
  };
  return (
    <Profiler id={String(island.key)} onRender={onRender}>
      {content}
    </Profiler>
  );
};
