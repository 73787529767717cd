import { describe, expect, it } from 'vitest';
import { brandPolicyOrigins, contentSecurityPolicy } from './security-headers.mjs';

/** The sources of one directive that are not keywords or schemes: the sites it admits. */
const hostsOf = (policy, name) =>
  policy
    .split('; ')
    .find((entry) => entry.startsWith(`${name} `))
    .split(' ')
    .slice(1)
    .filter((source) => source.startsWith('https://') || source.startsWith('http://'));

const brand = (overrides = {}) => ({
  api: { origin: '' },
  links: { customerService: 'https://help.example.test/live?from=app' },
  ...overrides,
});

describe("a brand's policy, from its brand.json", () => {
  it('admits only the customer-service site in frames for a brand on the same origin as its platform', () => {
    const policy = contentSecurityPolicy(brandPolicyOrigins(brand()));
    expect(hostsOf(policy, 'frame-src')).toEqual(['https://help.example.test']);
    for (const name of ['script-src', 'style-src', 'img-src', 'connect-src', 'default-src', 'font-src', 'media-src'])
      expect(hostsOf(policy, name), name).toEqual([]);
    expect(policy).not.toMatch(/(^|\s)https:(\s|;|$)/);
  });

  it("admits the platform's origin for calls and images, image CDNs for images only, and chat sites in frames only", () => {
    const policy = contentSecurityPolicy(
      brandPolicyOrigins(
        brand({
          api: { origin: 'https://api.example.test/base' },
          externalOrigins: { imageCDNs: ['https://img1.cdn.test', 'https://img2.cdn.test'], liveChat: ['https://chat.example.test'] },
        }),
      ),
    );
    expect(hostsOf(policy, 'img-src')).toEqual(['https://api.example.test', 'https://img1.cdn.test', 'https://img2.cdn.test']);
    expect(hostsOf(policy, 'connect-src')).toEqual(['https://api.example.test']);
    expect(hostsOf(policy, 'frame-src')).toEqual(['https://help.example.test', 'https://chat.example.test']);
    expect(hostsOf(policy, 'script-src')).toEqual([]);
  });

  it("admits a sign-in SDK only for a provider configured with an app id, Firebase's auth domain in frames", () => {
    const development = brandPolicyOrigins(brand({ signIn: { google: { development: true }, phoneAuth: { development: true } } }));
    expect(development.sdkOrigins).toBeUndefined();
    const firebase = contentSecurityPolicy(
      brandPolicyOrigins(
        brand({
          signIn: {
            phoneAuth: { apiKey: 'AIzaSyA1b2C3d4E5f6G7h8I9j0Kl', authDomain: 'x-1.firebaseapp.com', projectId: 'x-1', appId: '1:1:web:ab' },
          },
        }),
      ),
    );
    expect(hostsOf(firebase, 'frame-src')).toEqual(expect.arrayContaining(['https://x-1.firebaseapp.com', 'https://www.google.com']));
    expect(hostsOf(firebase, 'script-src')).toContain('https://www.gstatic.com');
    expect(hostsOf(firebase, 'img-src')).toEqual([]);
  });

  it("frames the platform's demo pages (links that are paths) on the page's own origin, or on api.origin", () => {
    const demoLinks = { customerService: '/wps/demo/customer-service', liveChat: '/wps/demo/live-chat' };
    const sameOrigin = contentSecurityPolicy(brandPolicyOrigins(brand({ links: demoLinks })));
    expect(sameOrigin).toContain("frame-src 'self';");
    expect(hostsOf(sameOrigin, 'frame-src')).toEqual([]);
    const apart = contentSecurityPolicy(brandPolicyOrigins(brand({ api: { origin: 'https://api.example.test' }, links: demoLinks })));
    expect(hostsOf(apart, 'frame-src')).toEqual(['https://api.example.test']);
  });

  it("admits the operator's own live chat beside its customer-service site", () => {
    const links = { customerService: 'https://help.example.test/live', liveChat: 'https://chat.operator.test/room' };
    expect(hostsOf(contentSecurityPolicy(brandPolicyOrigins(brand({ links }))), 'frame-src')).toEqual([
      'https://chat.operator.test',
      'https://help.example.test',
    ]);
  });

  it('names a site once however many lists carry it', () => {
    const policy = contentSecurityPolicy(
      brandPolicyOrigins(brand({ externalOrigins: { imageCDNs: [], liveChat: ['https://help.example.test'] } })),
    );
    expect(hostsOf(policy, 'frame-src')).toEqual(['https://help.example.test']);
  });
});
