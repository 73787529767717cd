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

let pageOnly: string | undefined;

/** The device's loginDeviceId: the stored UUID, or a new one stored for next time. */
export function loginDeviceId(): string {
  try {
    const stored = localStorage.getItem(DEVICE_ID_STORAGE_KEY);
    if (stored && UUID.test(stored)) return stored;
    const created = randomUuid();
    localStorage.setItem(DEVICE_ID_STORAGE_KEY, created);
    return created;
  } catch {
    // Storage unavailable: one id for this page, so calls made from it still agree.
    pageOnly ??= randomUuid();
    return pageOnly;
  }
}
