/** localStorage key of the device's UUID, sent as loginDeviceId (upstream-contract.md). */
export const DEVICE_ID_STORAGE_KEY = 'SHELL_deviceId';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function randomUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID exists only in secure contexts; a brand served over plain http still needs an id.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Per storage key, the value of this page where storage is unavailable, so calls made from it still agree. */
const pageOnly: Record<string, string> = {};

/** A value kept for the device in localStorage: the stored one while it keeps its shape, or a new one stored for next time. */
function keptForDevice(storageKey: string, shape: RegExp, create: () => string): string {
  try {
    const stored = localStorage.getItem(storageKey);
    if (stored && shape.test(stored)) return stored;
    const created = create();
    localStorage.setItem(storageKey, created);
    return created;
  } catch {
    return (pageOnly[storageKey] ??= create());
  }
}

/** The device's loginDeviceId. */
export function loginDeviceId(): string {
  return keptForDevice(DEVICE_ID_STORAGE_KEY, UUID, randomUuid);
}

/**
 * localStorage key of the device's free-play key: a random secret sent only when free play starts, so
 * that the platform resumes the device's trial account for this browser and not for whoever learns the
 * device id (which travels in every login payload and captcha URL).
 */
export const TRIAL_KEY_STORAGE_KEY = 'SHELL_trialKey';
const TRIAL_KEY = /^[A-Za-z0-9_-]{32,128}$/;

function randomKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** The device's free-play key. */
export function trialDeviceKey(): string {
  return keptForDevice(TRIAL_KEY_STORAGE_KEY, TRIAL_KEY, randomKey);
}
