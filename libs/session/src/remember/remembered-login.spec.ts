import { beforeEach, describe, expect, it } from 'vitest';
import { memoryKeyStore } from './memory-key-store';
import { setRememberKeyStore } from './remember-key';
import {
  REMEMBERED_LOGIN_KEY,
  clearRememberedLogin,
  peekRememberedLogin,
  readRememberedLogin,
  writeRememberedLogin,
} from './remembered-login';

let keys = memoryKeyStore();
const stored = () => JSON.parse(localStorage.getItem(REMEMBERED_LOGIN_KEY)!);
const login = { type: 'username', username: 'member01', password: 'Demo1234', countryDialingCode: '84' } as const;

beforeEach(() => {
  keys = memoryKeyStore();
  setRememberKeyStore(keys);
  localStorage.clear();
});

describe('remembered login (remPass)', () => {
  it('stores no recoverable password: the account and a ciphertext sealed with a non-extractable key', async () => {
    await writeRememberedLogin(login);
    const raw = localStorage.getItem(REMEMBERED_LOGIN_KEY)!;
    expect(raw).not.toContain('Demo1234');
    expect(raw).not.toContain(btoa('Demo1234'));
    expect(raw).not.toContain(btoa(btoa('Demo1234')));
    expect(stored()).toEqual({
      type: 'username',
      username: 'member01',
      countryDialingCode: '84',
      sealed: { iv: expect.any(String), data: expect.any(String) },
    });
    expect(stored().password).toBeUndefined();
    expect(keys.key?.extractable).toBe(false);
    expect(keys.key?.algorithm).toMatchObject({ name: 'AES-GCM', length: 256 });
    await expect(crypto.subtle.exportKey('raw', keys.key!)).rejects.toThrow();
  });

  it('opens the password with the device key, and a fresh IV seals each write', async () => {
    await writeRememberedLogin(login);
    const first = stored().sealed;
    expect(await readRememberedLogin()).toEqual(login);
    await writeRememberedLogin(login);
    expect(stored().sealed.iv).not.toBe(first.iv);
    expect(await readRememberedLogin()).toEqual(login);
  });

  it('peeks the account at once without the password', async () => {
    await writeRememberedLogin(login);
    expect(peekRememberedLogin()).toEqual({ ...login, password: '' });
  });

  it('round-trips non-ASCII passwords', async () => {
    await writeRememberedLogin({ ...login, password: 'mậtkhẩu€1' });
    expect((await readRememberedLogin())?.password).toBe('mậtkhẩu€1');
  });

  it('cannot be opened without the key, nor moved to another account', async () => {
    await writeRememberedLogin(login);
    localStorage.setItem(REMEMBERED_LOGIN_KEY, JSON.stringify({ ...stored(), username: 'someone02' }));
    expect(await readRememberedLogin()).toEqual({ ...login, username: 'someone02', password: '' });
    await writeRememberedLogin(login);
    keys.key = undefined;
    expect(await readRememberedLogin()).toEqual({ ...login, password: '' });
  });

  it('a key of another device (or a new one) does not open it', async () => {
    await writeRememberedLogin(login);
    keys.key = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
    expect((await readRememberedLogin())?.password).toBe('');
  });

  it('discards the old base64 password on read, keeping the account', async () => {
    localStorage.setItem(
      REMEMBERED_LOGIN_KEY,
      JSON.stringify({ type: 'username', username: 'member01', password: btoa(btoa('Demo1234')), countryDialingCode: '84' }),
    );
    expect(peekRememberedLogin()).toEqual({ ...login, password: '' });
    expect(stored()).toEqual({ type: 'username', username: 'member01', countryDialingCode: '84' });
    expect(localStorage.getItem(REMEMBERED_LOGIN_KEY)).not.toContain(btoa(btoa('Demo1234')));
    expect(await readRememberedLogin()).toEqual({ ...login, password: '' });
  });

  it('reads a missing, corrupt or foreign record as none', async () => {
    expect(await readRememberedLogin()).toBeNull();
    localStorage.setItem(REMEMBERED_LOGIN_KEY, '{not json');
    expect(await readRememberedLogin()).toBeNull();
    localStorage.setItem(REMEMBERED_LOGIN_KEY, JSON.stringify({ type: 'facebook', username: 'x' }));
    expect(await readRememberedLogin()).toBeNull();
    localStorage.setItem(REMEMBERED_LOGIN_KEY, JSON.stringify({ type: 'username', username: 'x', sealed: { iv: '%%%', data: '%%%' } }));
    expect(await readRememberedLogin()).toEqual({ type: 'username', username: 'x', password: '', countryDialingCode: '' });
  });

  it('remembers an SMS login without any password or key', async () => {
    await writeRememberedLogin({ type: 'sms', username: '900000000', password: '', countryDialingCode: '84' });
    expect(stored()).toEqual({ type: 'sms', username: '900000000', countryDialingCode: '84' });
    expect(keys.key).toBeUndefined();
  });

  it('clearRememberedLogin removes the record and the key', async () => {
    await writeRememberedLogin(login);
    clearRememberedLogin();
    expect(localStorage.getItem(REMEMBERED_LOGIN_KEY)).toBeNull();
    await expect.poll(() => keys.key).toBeUndefined();
  });
});
