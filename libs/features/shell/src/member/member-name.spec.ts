import { describe, expect, it } from 'vitest';
import { avatarInitial, memberDisplayName } from './member-name';

const session = { token: 't', merchantCode: 'PLAYDECK', userName: 'session-user' };
const info = { nickname: 'Lucky Amy', account: 'amy-account', userName: 'amy' };

describe('memberDisplayName', () => {
  it('is the nickname', () => {
    expect(memberDisplayName(info, session)).toBe('Lucky Amy');
  });

  it('falls back to the account when the nickname is missing or blank', () => {
    expect(memberDisplayName({ ...info, nickname: null }, session)).toBe('amy-account');
    expect(memberDisplayName({ ...info, nickname: '  ' }, session)).toBe('amy-account');
  });

  it("falls back to the session's user name without member info", () => {
    expect(memberDisplayName(undefined, session)).toBe('session-user');
    expect(memberDisplayName(undefined, null)).toBe('');
  });
});

describe('avatarInitial', () => {
  it('is the first character, upper-cased', () => {
    expect(avatarInitial('amy')).toBe('A');
    expect(avatarInitial(' đức')).toBe('Đ');
    expect(avatarInitial('😀 fan')).toBe('😀');
  });

  it('is a question mark without a name', () => {
    expect(avatarInitial('')).toBe('?');
  });
});
