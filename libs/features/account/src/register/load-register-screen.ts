import type { ComponentType } from 'react';
import { brand } from '@playdeck/brand';
import { loadTexts } from '@playdeck/i18n';

/**
 * The /m/register screen's chunk, with the form kit's texts (the user-name check's hints) and the terms the
 * form asks to agree to (a text group of their own, not part of every page's dictionary); with phone auth,
 * its texts (the development service shows its code).
 */
export const loadRegisterScreen = (): Promise<{ default: ComponentType }> =>
  Promise.all([
    import('./register-screen'),
    loadTexts('forms'),
    loadTexts('terms'),
    brand.signIn?.phoneAuth ? loadTexts('signin') : undefined,
  ]).then(([module]) => module);
