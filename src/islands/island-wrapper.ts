import type { ReactNode } from 'react';
import type { MountedIsland } from './island-set';

/** What an island's content is wrapped in: nothing here; the bench build puts a render counter in its place. */
export const wrapIsland = (_island: MountedIsland, content: ReactNode): ReactNode => content;
