import { beforeEach, describe, expect, it } from 'vitest';
import { setRememberKeyStore, REMEMBERED_LOGIN_KEY, writeRememberedLogin, memoryKeyStore } from '@playdeck/session/remember';
import { forgetRememberedPassword } from './remembered-password';

let keys = memoryKeyStore();
const stored = () => JSON.parse(localStorage.getItem(REMEMBERED_LOGIN_KEY)!);

beforeEach(() => {
  keys = memoryKeyStore();
  setRememberKeyStore(keys);
  localStorage.clear();
});

describe('forgetRememberedPassword (after a password change)', () => {
  it('clears the remembered login of the same account and its key', async () => {
    await writeRememberedLogin({ type: 'username', username: 'Amy01', password: 'Old12345', countryDialingCode: '84' });
    forgetRememberedPassword('amy01');
    expect(localStorage.getItem(REMEMBERED_LOGIN_KEY)).toBeNull();
    await expect.poll(() => keys.key).toBeUndefined();
  });

  it('leaves another account, an SMS login and no record alone', async () => {
    await writeRememberedLogin({ type: 'username', username: 'bob01', password: 'Old12345', countryDialingCode: '' });
    const other = stored();
    forgetRememberedPassword('amy01');
    expect(stored()).toEqual(other);
    expect(keys.key).toBeDefined();

    await writeRememberedLogin({ type: 'sms', username: '901234567', password: '', countryDialingCode: '84' });
    forgetRememberedPassword('901234567');
    expect(stored()).toEqual({ type: 'sms', username: '901234567', countryDialingCode: '84' });

    localStorage.removeItem(REMEMBERED_LOGIN_KEY);
    forgetRememberedPassword('amy01');
    expect(localStorage.getItem(REMEMBERED_LOGIN_KEY)).toBeNull();
  });
});
