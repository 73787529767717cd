import type { ReactNode } from 'react';
import { renderWithApp } from '@playdeck/testing';

export { answerCalls } from '@playdeck/testing';

/** Renders `ui` in `language` with toasts, a fresh query client and a memory router at `path`. */
export function renderHome(ui: ReactNode, options: { path?: string; language?: 'EN' | 'TY' } = {}) {
  return renderWithApp(ui, options);
}
