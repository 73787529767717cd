import { describe, expect, it } from 'vitest';
import { POPUP_STORAGE_KEYS, readPopupState, shouldShow, writePopupState } from './popup-storage';

describe('popup storage', () => {
  it("uses the spec's keys: SHELL_PU_A for members, SHELL_PU_B for visitors", () => {
    writePopupState('A', { show: false, signature: 'a' });
    writePopupState('B', { show: true, signature: 'b' });
    expect(JSON.parse(localStorage.getItem('SHELL_PU_A')!)).toEqual({ show: false, signature: 'a' });
    expect(JSON.parse(localStorage.getItem('SHELL_PU_B')!)).toEqual({ show: true, signature: 'b' });
    expect(POPUP_STORAGE_KEYS).toEqual({ A: 'SHELL_PU_A', B: 'SHELL_PU_B' });
  });

  it('reads back what was written, per group', () => {
    writePopupState('A', { show: false, signature: 'x' });
    expect(readPopupState('A')).toEqual({ show: false, signature: 'x' });
    expect(readPopupState('B')).toBeNull();
  });

  it('treats corrupt or foreign entries as absent', () => {
    for (const raw of ['{', 'null', '42', '"show"', '{"show":"no","signature":"x"}', '{"show":false}', '[]']) {
      localStorage.setItem('SHELL_PU_B', raw);
      expect(readPopupState('B')).toBeNull();
    }
  });

  it('shows without a stored state, when the set differs, or when stored show is true', () => {
    expect(shouldShow(null, 's1')).toBe(true);
    expect(shouldShow({ show: false, signature: 's0' }, 's1')).toBe(true);
    expect(shouldShow({ show: true, signature: 's1' }, 's1')).toBe(true);
    expect(shouldShow({ show: false, signature: 's1' }, 's1')).toBe(false);
  });
});
