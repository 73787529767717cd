import { describe, expect, it } from 'vitest';
import {
  REMEMBERED_LOGIN_KEY,
  clearRememberedLogin,
  decodeRememberedPassword,
  encodeRememberedPassword,
  readRememberedLogin,
  writeRememberedLogin,
} from './remembered-login';

describe('remembered login (remPass)', () => {
  it('stores the password as base64 of base64, never in clear, and reads it back', () => {
    writeRememberedLogin({ type: 'username', username: 'member01', password: 'Demo1234', countryDialingCode: '84' });
    const stored = JSON.parse(localStorage.getItem(REMEMBERED_LOGIN_KEY)!);
    expect(stored).toEqual({ type: 'username', username: 'member01', password: btoa(btoa('Demo1234')), countryDialingCode: '84' });
    expect(localStorage.getItem(REMEMBERED_LOGIN_KEY)).not.toContain('Demo1234');
    expect(readRememberedLogin()).toEqual({ type: 'username', username: 'member01', password: 'Demo1234', countryDialingCode: '84' });
  });

  it('round-trips non-ASCII passwords', () => {
    expect(decodeRememberedPassword(encodeRememberedPassword('mậtkhẩu€1'))).toBe('mậtkhẩu€1');
  });

  it('reads a missing, corrupt or foreign record as none', () => {
    expect(readRememberedLogin()).toBeNull();
    localStorage.setItem(REMEMBERED_LOGIN_KEY, '{not json');
    expect(readRememberedLogin()).toBeNull();
    localStorage.setItem(REMEMBERED_LOGIN_KEY, JSON.stringify({ type: 'facebook', username: 'x' }));
    expect(readRememberedLogin()).toBeNull();
    localStorage.setItem(REMEMBERED_LOGIN_KEY, JSON.stringify({ type: 'username', username: 'x', password: '%%%' }));
    expect(readRememberedLogin()).toBeNull();
  });

  it('clearRememberedLogin removes the record', () => {
    writeRememberedLogin({ type: 'sms', username: '900000000', password: '', countryDialingCode: '84' });
    clearRememberedLogin();
    expect(localStorage.getItem(REMEMBERED_LOGIN_KEY)).toBeNull();
  });
});
