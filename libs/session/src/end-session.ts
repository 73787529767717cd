import { contract } from '@playdeck/api';
import { apiClient } from './api-client';
import { AUTO_LOGIN_KEY } from './auto-login';
import { clearRememberedLogin } from './remember/remembered-login';
import { clearLocalSession, whileLoggingOut } from './local-session';
import { useSessionStore } from './session-store';

function forgetDeviceState(): void {
  try {
    localStorage.setItem(AUTO_LOGIN_KEY, '0');
    sessionStorage.clear();
  } catch {
    // Storage unavailable: nothing of the session was kept there.
  }
}

/**
 * The logout itself. A failed logout call changes nothing: the member asked to leave, so the device
 * forgets the session regardless. Cached answers are dropped by useSessionScopedCache when the token goes.
 */
export async function endSessionHere(): Promise<void> {
  if (useSessionStore.getState().session?.token) {
    await whileLoggingOut(() => apiClient.call(contract.session.logout)).catch(() => undefined);
  }
  forgetDeviceState();
  clearLocalSession();
}

/**
 * Signing out everywhere: the platform ends every session of the member, whatever device holds it, then this
 * device forgets the session and the remembered login. A refused call throws and changes nothing here: the
 * other devices are still signed in, so the member must hear that it failed.
 */
export async function endSessionEverywhere(): Promise<void> {
  await whileLoggingOut(() => apiClient.call(contract.session.logoutAll));
  clearRememberedLogin();
  forgetDeviceState();
  clearLocalSession();
}
