// The app imports this barrel for screen loaders and the login prompt host, so nothing here may pull in
// the API client (it would land in the first render of home): screens import such modules directly.
export { loadRegisterScreen } from './register/load-register-screen';
export { loadLoginScreen } from './login/load-login-screen';
export { LoginPromptHost } from './login/login-prompt-host';
export { requireLogin, closeLoginPrompt, useLoginPrompt } from './login/login-prompt';
export {
  REMEMBERED_LOGIN_KEY,
  clearRememberedLogin,
  readRememberedLogin,
  writeRememberedLogin,
  type RememberedLogin,
} from '@playdeck/session/remember';
export {
  registerSocialLoginAdapter,
  type SocialCredentials,
  type SocialLoginAdapter,
  type SocialProvider,
} from './social/social-login-registry';
export { loadTrialScreen } from './trial/screen-loaders';
export { loadForgotPasswordScreen, loadChangePasswordScreen } from './password/screen-loaders';
