import type { ComponentType } from 'react';
import { loadTexts } from '@playdeck/i18n';

/** The /m/register screen's chunk, with the form kit's texts (the user-name check's hints), for the app's screen registry. */
export const loadRegisterScreen = (): Promise<{ default: ComponentType }> =>
  Promise.all([import('./register-screen'), loadTexts('forms')]).then(([module]) => module);
