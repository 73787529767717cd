import { brand } from '@playdeck/brand';
import { loadTexts } from '@playdeck/i18n';

/**
 * /m/forget and /m/changePsw, loaded on demand by the app's screen registry. Set password by phone through
 * phone auth also needs its texts (the development service shows its code).
 */
export const loadForgotPasswordScreen = () =>
  Promise.all([
    import('./forgot-password-screen'),
    BRAND_FLAGS.CHNGPASSVERIF3 && brand.signIn?.phoneAuth ? loadTexts('signin') : undefined,
  ]).then(([module]) => module);
export const loadChangePasswordScreen = () => import('./change-password-screen');
