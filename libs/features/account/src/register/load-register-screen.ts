import type { ComponentType } from 'react';
import { loadTexts } from '@playdeck/i18n';

/**
 * The /m/register screen's chunk, with the form kit's texts (the user-name check's hints) and the terms the
 * form asks to agree to (a text group of their own, not part of every page's dictionary).
 */
export const loadRegisterScreen = (): Promise<{ default: ComponentType }> =>
  Promise.all([import('./register-screen'), loadTexts('forms'), loadTexts('terms')]).then(([module]) => module);
