/** localStorage key: '0' after a logout, so the app does not log the member in again by itself. */
export const AUTO_LOGIN_KEY = 'autoLogin';
