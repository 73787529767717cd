import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, signInSdkOrigins } from './security-headers.mjs';

const directive = (policy, name) =>
  policy
    .split('; ')
    .find((entry) => entry.startsWith(`${name} `))
    .split(' ')
    .slice(1);

describe("the sign-in SDKs in a brand's Content-Security-Policy", () => {
  it('are allowed only for providers configured with an app id, never for the development adapters', () => {
    expect(signInSdkOrigins(undefined)).toEqual([]);
    expect(signInSdkOrigins({ google: { development: true }, facebook: { development: true } })).toEqual([]);
    expect(signInSdkOrigins({ google: { appId: 'client-1.apps.googleusercontent.com' } })).toEqual(['https://accounts.google.com']);
    expect(signInSdkOrigins({ facebook: { appId: '1234567890' } })).toContain('https://connect.facebook.net');
    expect(signInSdkOrigins({ phoneAuth: { development: true } })).toEqual([]);
    const firebase = signInSdkOrigins({
      phoneAuth: {
        apiKey: 'AIzaSyA1b2C3d4E5f6G7h8I9j0KlMnOpQrStUvW',
        authDomain: 'x.firebaseapp.com',
        projectId: 'x-1',
        appId: '1:1:web:ab',
      },
    });
    expect(firebase).toEqual(expect.arrayContaining(['https://www.gstatic.com', 'https://identitytoolkit.googleapis.com']));
  });

  it("let the SDK's script run and call home, and nothing else", () => {
    const plain = contentSecurityPolicy({});
    expect(directive(plain, 'script-src')).toEqual(["'self'"]);
    const sdkOrigins = signInSdkOrigins({ google: { appId: 'client-1.apps.googleusercontent.com' } });
    const policy = contentSecurityPolicy({ sdkOrigins });
    expect(directive(policy, 'script-src')).toEqual(["'self'", 'https://accounts.google.com']);
    expect(directive(policy, 'connect-src')).toContain('https://accounts.google.com');
    expect(directive(policy, 'style-src')).toContain('https://accounts.google.com');
    expect(directive(policy, 'img-src')).not.toContain('https://accounts.google.com');
  });
});
