import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEVICE_ID_STORAGE_KEY, loginDeviceId, TRIAL_KEY_STORAGE_KEY, trialDeviceKey } from './device-id';

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('loginDeviceId', () => {
  it('creates a UUID once and answers the stored one after', () => {
    const id = loginDeviceId();
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i);
    expect(localStorage.getItem(DEVICE_ID_STORAGE_KEY)).toBe(id);
    expect(loginDeviceId()).toBe(id);
  });

  it('replaces a stored value that is not a UUID', () => {
    localStorage.setItem(DEVICE_ID_STORAGE_KEY, 'not-a-uuid');
    const id = loginDeviceId();
    expect(id).not.toBe('not-a-uuid');
    expect(localStorage.getItem(DEVICE_ID_STORAGE_KEY)).toBe(id);
  });

  it('answers one id for the page where storage is unavailable', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('storage disabled');
    });
    const id = loginDeviceId();
    expect(loginDeviceId()).toBe(id);
  });
});

describe('trialDeviceKey', () => {
  it('creates a url-safe key apart from the device id and keeps it', () => {
    const key = trialDeviceKey();
    expect(key).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(localStorage.getItem(TRIAL_KEY_STORAGE_KEY)).toBe(key);
    expect(trialDeviceKey()).toBe(key);
    expect(key).not.toBe(loginDeviceId());
  });

  it('replaces a stored key of the wrong shape, and keeps one key for the page without storage', () => {
    localStorage.setItem(TRIAL_KEY_STORAGE_KEY, 'short');
    expect(trialDeviceKey()).not.toBe('short');
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('storage full');
    });
    localStorage.removeItem(TRIAL_KEY_STORAGE_KEY);
    const key = trialDeviceKey();
    expect(trialDeviceKey()).toBe(key);
  });
});
