import { describe, expect, it } from 'vitest';
import { decodeDevIdentityToken, encodeDevIdentityToken, type DevIdentityClaims } from './identity-token';

const claims: DevIdentityClaims = {
  iss: 'playdeck-dev-identity',
  aud: 'PLAYDECK',
  sub: 'ngọc@example.test',
  iat: 1_700_000_000,
  exp: 1_700_003_600,
  name: 'Ngọc Ánh',
  firebase: { sign_in_provider: 'google.com' },
};

describe('development identity tokens', () => {
  it('are unsigned JWTs whose claims read back, UTF-8 included', () => {
    const token = encodeDevIdentityToken({ ...claims, sub: 'player-1' });
    expect(token).toMatch(/^[\w-]+\.[\w-]+\.$/);
    expect(decodeDevIdentityToken(token)).toEqual({ ...claims, sub: 'player-1' });
    expect(decodeDevIdentityToken(encodeDevIdentityToken({ ...claims, sub: 'p1' }))!.name).toBe('Ngọc Ánh');
  });

  it('read nothing from a signed token, another issuer, or rubbish', () => {
    const token = encodeDevIdentityToken({ ...claims, sub: 'player-1' });
    expect(decodeDevIdentityToken(`${token}c2lnbmF0dXJl`)).toBeUndefined();
    const [header, payload] = token.split('.');
    const otherIssuer = btoa(JSON.stringify({ ...claims, name: undefined, sub: 'player-1', iss: 'someone-else' })).replace(/=+$/, '');
    expect(decodeDevIdentityToken(`${header}.${otherIssuer}.`)).toBeUndefined();
    const signedHeader = btoa(JSON.stringify({ alg: 'RS256' })).replace(/=+$/, '');
    expect(decodeDevIdentityToken(`${signedHeader}.${payload}.`)).toBeUndefined();
    for (const rubbish of ['', 'a.b', 'a.b.', '%%%.%%%.', 'a.b.c.d']) expect(decodeDevIdentityToken(rubbish)).toBeUndefined();
  });
});
