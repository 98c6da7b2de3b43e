import { createContext, useContext } from 'react';
import type { PageConfig } from './page-config';

export const PageConfigContext = createContext<PageConfig | null>(null);

/** The page's validated configuration (docs/page-contract.md "Page configuration"), for links to hosts. */
export function usePageConfig(): PageConfig {
  const config = useContext(PageConfigContext);
  if (!config) throw new Error('usePageConfig() is used outside the storefront providers');
  return config;
}
