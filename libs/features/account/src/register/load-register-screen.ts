import type { ComponentType } from 'react';
import { loadTexts } from '@playdeck/i18n';

/** The /m/register screen's chunk, for the app's screen registry. */
export const loadRegisterScreen = (): Promise<{ default: ComponentType }> =>
  // The terms the form asks to agree to are a text group of their own, not part of every page's dictionary.
  Promise.all([import('./register-screen'), loadTexts('terms')]).then(([module]) => module);
