import { createContext, useContext } from 'react';
import type { PageLayout } from './layout-rules';

export const PageLayoutContext = createContext<PageLayout | null>(null);

/** The current page's route and frame (header shown, title key…), for screens rendered by the shell. */
export function usePageLayout(): PageLayout {
  const layout = useContext(PageLayoutContext);
  if (!layout) throw new Error('usePageLayout must be used inside the shell layout');
  return layout;
}
