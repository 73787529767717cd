import { describe, expect, it } from 'vitest';
import { platformRuleProblem, type PlatformFieldRule } from './platform-field-rule';

const username: PlatformFieldRule = { acceptedPattern: '^[a-z0-9]+$', minLength: 4, maxLength: 8, patternId: 'username' };

describe('platformRuleProblem', () => {
  it('passes a value of the right length that matches the pattern', () => {
    expect(platformRuleProblem('abcd12', username)).toBeNull();
  });

  it('names the pattern with its lengths when the value is too short, too long or off the pattern', () => {
    const problem = { key: 'reg_pattern_username', params: { min: 4, max: 8 } };
    expect(platformRuleProblem('abc', username)).toEqual(problem);
    expect(platformRuleProblem('abcdefghi', username)).toEqual(problem);
    expect(platformRuleProblem('ABCD', username)).toEqual(problem);
  });

  it('counts characters, not UTF-16 units, and compiles Unicode patterns', () => {
    const realName = { acceptedPattern: '^\\p{L}+$', minLength: 2, maxLength: 3, patternId: 'realName' };
    expect(platformRuleProblem('𠀀𠀀', realName)).toBeNull();
    expect(platformRuleProblem('Lê', realName)).toBeNull();
    expect(platformRuleProblem('L3', realName)).toEqual({ key: 'reg_pattern_realName', params: { min: 2, max: 3 } });
  });

  it("accepts anything under '*' or a pattern the browser cannot compile (the platform checks again)", () => {
    expect(platformRuleProblem('any thing!', { ...username, acceptedPattern: '*', maxLength: 20 })).toBeNull();
    expect(platformRuleProblem('any thing!', { ...username, acceptedPattern: '(?<', maxLength: 20 })).toBeNull();
  });

  it('says how many digits a mobile number takes when the operator fixed its length', () => {
    const mobile = { acceptedPattern: '^\\d+$', minLength: 9, maxLength: 9, patternId: 'mobile' };
    expect(platformRuleProblem('12345', mobile)).toEqual({ key: 'validation_phone_digits', params: { digits: 9 } });
    expect(platformRuleProblem('12345', { ...mobile, maxLength: 11 })).toEqual({ key: 'reg_pattern_mobile', params: { min: 9, max: 11 } });
  });
});
