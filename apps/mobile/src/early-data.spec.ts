import { afterEach, describe, expect, it, vi } from 'vitest';
import { contract } from '@playdeck/api';
import { brand } from '@playdeck/brand';
import { LANGUAGE_STORAGE_KEY } from '@playdeck/i18n';
import { SESSION_STORAGE_KEY } from '@playdeck/session';
import { earlyRequests, firstImageRequest, startEarlyData } from './early-data';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('early data', () => {
  it('asks what the site queries ask, on the contract paths: status, home banners, vendor lanes', () => {
    const calls = [contract.system.status, contract.content.banners, contract.games.vendors];
    expect(calls.every((call) => call.method === 'GET')).toBe(true);
    expect(earlyRequests('home', 'TY')).toEqual([
      { path: contract.system.status.path },
      { path: contract.content.banners.path, query: { groupName: 'm_home', language: 'TY' } },
      { path: contract.games.vendors.path, query: { language: 'TY' } },
    ]);
  });

  it('asks only the status away from home', () => {
    expect(earlyRequests('login', 'EN')).toEqual([{ path: contract.system.status.path }]);
  });

  it("asks for the largest image's read as the screens ask it: the game list's banners, promotions' whole list", () => {
    const search = (query: string) => new URLSearchParams(query);
    expect(firstImageRequest('gameList', 'EN', search('gameType=fish'))).toEqual({
      path: contract.content.banners.path,
      query: { groupName: 'm_fish', language: 'EN' },
    });
    expect(firstImageRequest('gameList', 'EN', search(''))).toEqual({
      path: contract.content.banners.path,
      query: { groupName: 'm_rng', language: 'EN' },
    });
    expect(firstImageRequest('gameList', 'EN', search('gameType=ESPORTS'))?.query).toEqual({ groupName: 'm_sports', language: 'EN' });
    // The lottery list shows no banner.
    expect(firstImageRequest('gameList', 'EN', search('gameType=LOTT'))).toBeUndefined();
    expect(contract.content.promotions.method).toBe('GET');
    expect(firstImageRequest('activity', 'TY', search(''))).toEqual({
      path: contract.content.promotions.path,
      query: { category: 'all', language: 'TY' },
    });
    expect(firstImageRequest('activity', 'TY', search('category=deposit_promo'))).toBeUndefined();
    expect(firstImageRequest('login', 'TY', search(''))).toBeUndefined();
  });

  it("starts the largest image's read with the others and hands its answer to the shell", async () => {
    const fetchMock = vi.fn((url: string) => Promise.resolve(new Response(url.includes('banners') ? '{"value":[]}' : '{}')));
    vi.stubGlobal('fetch', fetchMock);
    const answer = startEarlyData('gameList', new URLSearchParams('gameType=LIVE'));
    const urls = fetchMock.mock.calls.map((call) => String(call[0]));
    expect(urls).toEqual([
      `${brand.api.origin}/wps/system/status`,
      `${brand.api.origin}/wps/system/banners?groupName=m_live&language=${brand.languages.default}`,
    ]);
    await expect(answer).resolves.toEqual({ status: 200, text: '{"value":[]}', retryAfter: null });
    expect(startEarlyData('login', new URLSearchParams())).toBeUndefined();
  });

  it('starts from the entry with the stored session and language in the headers', () => {
    const fetchMock = vi.fn(() => Promise.resolve(new Response('{}')));
    vi.stubGlobal('fetch', fetchMock);
    const language = brand.languages.supported.at(-1)!;
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ token: 'tok_early_0000000000', merchantCode: 'TRIALCODE' }));
    startEarlyData('home');
    const urls = fetchMock.mock.calls.map((call) => String((call as unknown[])[0]));
    expect(urls).toEqual([
      `${brand.api.origin}/wps/system/status`,
      `${brand.api.origin}/wps/system/banners?groupName=m_home&language=${language}`,
      `${brand.api.origin}/wps/relay/GCSGAME_getVassalage?language=${language}`,
    ]);
    const headers = (fetchMock.mock.calls[0] as unknown[])[1] as { headers: Headers };
    expect(headers.headers.get('Merchant')).toBe('TRIALCODE');
    expect(headers.headers.get('Authorization')).toBe('tok_early_0000000000');
    expect(headers.headers.get('Language')).toBe(language);
  });

  it('tells the platform Device OTHERS when running as an installed app', () => {
    const fetchMock = vi.fn(() => Promise.resolve(new Response('{}')));
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(display-mode: standalone)' }) as MediaQueryList);
    startEarlyData('login');
    const init = (fetchMock.mock.calls[0] as unknown[])[1] as { headers: Headers };
    expect(init.headers.get('Device')).toBe('OTHERS');
  });
});
