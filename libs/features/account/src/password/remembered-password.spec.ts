import { describe, expect, it } from 'vitest';
import { encodeRememberedPassword, REMEMBERED_LOGIN_KEY } from '../remember/remembered-login';
import { updateRememberedPassword } from './remembered-password';

const stored = () => JSON.parse(localStorage.getItem(REMEMBERED_LOGIN_KEY)!);

describe('updateRememberedPassword', () => {
  it('replaces the remembered password of the same account (double base64), keeping the rest', () => {
    const record = { type: 'username', username: 'Amy01', password: encodeRememberedPassword('Old12345'), countryDialingCode: '84' };
    localStorage.setItem(REMEMBERED_LOGIN_KEY, JSON.stringify(record));
    updateRememberedPassword('amy01', 'New12345');
    expect(stored()).toEqual({ ...record, password: btoa(btoa('New12345')) });
  });

  it('leaves another account, an SMS login and no record alone', () => {
    const other = { type: 'username', username: 'bob01', password: encodeRememberedPassword('Old12345'), countryDialingCode: '' };
    localStorage.setItem(REMEMBERED_LOGIN_KEY, JSON.stringify(other));
    updateRememberedPassword('amy01', 'New12345');
    expect(stored()).toEqual(other);

    const sms = { type: 'sms', username: '901234567', password: '', countryDialingCode: '84' };
    localStorage.setItem(REMEMBERED_LOGIN_KEY, JSON.stringify(sms));
    updateRememberedPassword('901234567', 'New12345');
    expect(stored()).toEqual(sms);

    localStorage.removeItem(REMEMBERED_LOGIN_KEY);
    updateRememberedPassword('amy01', 'New12345');
    expect(localStorage.getItem(REMEMBERED_LOGIN_KEY)).toBeNull();
  });
});
