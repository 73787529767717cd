// The remembered login (spec section 3, remPass): read by the login form, cleared by a password change and by
// signing out everywhere. Its own entry, so the first render does not carry the sealing code.
export {
  REMEMBERED_LOGIN_KEY,
  clearRememberedLogin,
  peekRememberedLogin,
  readRememberedLogin,
  writeRememberedLogin,
  type RememberedLogin,
  type RememberedLoginType,
} from './remember/remembered-login';
export { setRememberKeyStore, type RememberKeyStore } from './remember/remember-key';
export { memoryKeyStore } from './remember/memory-key-store';
