import { describe, expect, it } from 'vitest';
import type { SessionInfo } from '@playdeck/session';
import { canAccess } from './can-access';

const member = (type?: number): SessionInfo => ({ token: 't', merchantCode: 'PLAYDECK', userName: 'u', type });

describe('canAccess', () => {
  it('session routes need a token; public routes do not', () => {
    expect(canAccess('session', null)).toBe(false);
    expect(canAccess('session', member(0))).toBe(true);
    expect(canAccess('public', null)).toBe(true);
    expect(canAccess('agent', null)).toBe(false);
  });

  it('agent routes need an agent type', () => {
    expect(canAccess('agent', member(1))).toBe(true);
    expect(canAccess('agent', member(0))).toBe(false);
    expect(canAccess('agent', member(40))).toBe(false);
  });
});
