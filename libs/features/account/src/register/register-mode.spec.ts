import { describe, expect, it } from 'vitest';
import { availableModes, defaultMode } from './register-mode';

const flags = BRAND_FLAGS as { USERNAMEREG3: boolean; MOBILENUMREG3: boolean };

describe('register modes by brand flags', () => {
  it.each([
    { username: true, mobile: false, tabs: ['username'], initial: 'username' },
    { username: false, mobile: true, tabs: ['mobileNum'], initial: 'mobileNum' },
    { username: true, mobile: true, tabs: ['username', 'mobileNum'], initial: 'username' },
    { username: false, mobile: false, tabs: ['username'], initial: 'username' },
  ])('USERNAMEREG3 $username, MOBILENUMREG3 $mobile: tabs $tabs, default $initial', ({ username, mobile, tabs, initial }) => {
    flags.USERNAMEREG3 = username;
    flags.MOBILENUMREG3 = mobile;
    expect(availableModes()).toEqual(tabs);
    expect(defaultMode()).toBe(initial);
  });
});
