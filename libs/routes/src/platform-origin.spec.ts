import { afterEach, describe, expect, it } from 'vitest';
import { platformOrigin, setPlatformOrigin } from './platform-origin';

afterEach(() => setPlatformOrigin(''));

describe('platformOrigin', () => {
  it("is the site's own origin until the app names the platform's (api.origin empty: /wps is proxied)", () => {
    expect(platformOrigin()).toBe(window.location.origin);
    expect(platformOrigin({ location: { origin: 'https://m.brand.test' } })).toBe('https://m.brand.test');
  });

  it("is api.origin's origin once set, whatever path it carries", () => {
    setPlatformOrigin('https://api.brand.test/base/');
    expect(platformOrigin({ location: { origin: 'https://m.brand.test' } })).toBe('https://api.brand.test');
  });
});
