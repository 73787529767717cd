import { describe, expect, it } from 'vitest';
import { maskEmail, maskMobile } from './masks';

describe('masks', () => {
  it('keeps the dialing code and two digits at each end of a mobile number', () => {
    expect(maskMobile('84', '901234567')).toBe('+84 90•••••67');
    expect(maskMobile('66', '812345')).toBe('+66 8••••5');
  });

  it('keeps the start of an e-mail name and the whole domain', () => {
    expect(maskEmail('maria.santos@example.com')).toBe('ma•••@example.com');
    expect(maskEmail('ab@x.vn')).toBe('a•••@x.vn');
    expect(maskEmail('ánh.lê@example.vn')).toBe('án•••@example.vn');
  });

  it('never shows a name it cannot find the end of', () => {
    expect(maskEmail('nobody')).toBe('•••');
    expect(maskEmail('@example.com')).toBe('•••');
  });
});
