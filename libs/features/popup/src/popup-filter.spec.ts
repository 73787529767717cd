import { describe, expect, it } from 'vitest';
import { popupAudience } from './popup-audience';
import { popupExecutions, popupGroup, popupsFor } from './popup-filter';

const popup = (execution: 'A' | 'B' | 'F', promotionType: string | null = null) => ({ execution, promotionType });

describe('popup audience', () => {
  it('is a visitor without a token, a member with one, on the first login when the session says so', () => {
    expect(popupAudience(null)).toBe('visitor');
    expect(popupAudience({ token: '', merchantCode: 'PLAYDECK' })).toBe('visitor');
    expect(popupAudience({ token: 't', merchantCode: 'PLAYDECK', firstTimeLogin: false })).toBe('member');
    expect(popupAudience({ token: 't', merchantCode: 'PLAYDECKtrial' })).toBe('member');
    expect(popupAudience({ token: 't', merchantCode: 'PLAYDECK', firstTimeLogin: true })).toBe('firstLogin');
  });

  it('stores members under group A and visitors under group B', () => {
    expect(popupGroup('member')).toBe('A');
    expect(popupGroup('firstLogin')).toBe('A');
    expect(popupGroup('visitor')).toBe('B');
  });

  it('asks for A for members, A and F on a first login, B for visitors', () => {
    expect(popupExecutions('member')).toEqual(['A']);
    expect(popupExecutions('firstLogin')).toEqual(['A', 'F']);
    expect(popupExecutions('visitor')).toEqual(['B']);
  });

  it('keeps only the executions of the audience', () => {
    const list = [popup('A'), popup('B'), popup('F')];
    expect(popupsFor(list, 'member')).toEqual([popup('A')]);
    expect(popupsFor(list, 'firstLogin')).toEqual([popup('A'), popup('F')]);
    expect(popupsFor(list, 'visitor')).toEqual([popup('B')]);
  });

  it('shows popups advertising a promotion to members only', () => {
    expect(popupsFor([popup('A', 'deposit_promo'), popup('A')], 'member')).toEqual([popup('A', 'deposit_promo'), popup('A')]);
    expect(popupsFor([popup('B', 'deposit_promo'), popup('B', ''), popup('B')], 'visitor')).toEqual([popup('B', ''), popup('B')]);
  });
});
