import { describe, expect, it } from 'vitest';
import { canLoadUnreadCount } from './can-load-unread-count';

const session = (type?: number) => ({ token: 't', merchantCode: 'PLAYDECK', userName: 'amy', type });

describe('canLoadUnreadCount', () => {
  it.each([0, 1, 2])('member type %i loads it', (type) => {
    expect(canLoadUnreadCount(session(type))).toBe(true);
  });

  it.each([4, 40, 41, 42])('member type %i does not (spec section 6)', (type) => {
    expect(canLoadUnreadCount(session(type))).toBe(false);
  });

  it('visitors and trial users do not', () => {
    expect(canLoadUnreadCount(null)).toBe(false);
    expect(canLoadUnreadCount({ token: 't', merchantCode: 'PLAYDECKtrial' })).toBe(false);
  });
});
