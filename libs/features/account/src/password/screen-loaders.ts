/** /m/forget and /m/changePsw, loaded on demand by the app's screen registry. */
export const loadForgotPasswordScreen = () => import('./forgot-password-screen');
export const loadChangePasswordScreen = () => import('./change-password-screen');
