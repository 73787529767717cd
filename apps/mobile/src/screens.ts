import {
  loadChangePasswordScreen,
  loadForgotPasswordScreen,
  loadLoginScreen,
  loadRegisterScreen,
  loadTrialScreen,
} from '@playdeck/features-account';
import { shellScreens, type ScreenRegistry } from '@playdeck/features-shell';

/** Route id → screen chunk. Feature screens replace the shell's placeholders here as they land. */
export const screens: ScreenRegistry = {
  ...shellScreens,
  login: loadLoginScreen,
  register: loadRegisterScreen,
  forget: loadForgotPasswordScreen,
  changePsw: loadChangePasswordScreen,
  trail: loadTrialScreen,
};
