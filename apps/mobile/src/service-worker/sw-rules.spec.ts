import { describe, expect, it } from 'vitest';
import { isCachedRead } from './sw-rules';

const PUBLIC = ['/wps/system/banners', '/wps/relay/GCSGAME_gameList'];

describe('what the service worker keeps', () => {
  it("keeps GETs of the contract's public reads and the platform's images", () => {
    expect(isCachedRead('GET', '/wps/system/banners', '', PUBLIC)).toBe(true);
    expect(isCachedRead('GET', '/wps/static/teams/default/arsenal.webp', 'image', PUBLIC)).toBe(true);
  });

  it('never keeps another call, a write, or an image from elsewhere on the platform', () => {
    expect(isCachedRead('GET', '/wps/member/info', '', PUBLIC)).toBe(false);
    expect(isCachedRead('GET', '/wps/wallet/balance', '', PUBLIC)).toBe(false);
    expect(isCachedRead('POST', '/wps/system/banners', '', PUBLIC)).toBe(false);
    expect(isCachedRead('GET', '/wps/member/avatar.png', 'image', PUBLIC)).toBe(false);
  });
});
