import { describe, expect, it } from 'vitest';
import { promptsContracts } from './prompt-audience';

describe('who is prompted for contract requests', () => {
  it('asks real accounts of every type but 4, 40, 41 and 42', () => {
    const session = (type: number, merchantCode = 'PLAYDECK') => ({ token: 't', merchantCode, type });
    expect([0, 1, 2, 4, 40, 41, 42].filter((type) => promptsContracts(session(type)))).toEqual([0, 1, 2]);
    expect(promptsContracts(null)).toBe(false);
    expect(promptsContracts(session(1, 'PLAYDECKtrial'))).toBe(false);
  });
});
