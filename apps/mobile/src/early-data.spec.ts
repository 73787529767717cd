import { afterEach, describe, expect, it, vi } from 'vitest';
import { contract } from '@playdeck/api';
import { brand } from '@playdeck/brand';
import { LANGUAGE_STORAGE_KEY } from '@playdeck/i18n';
import { SESSION_STORAGE_KEY } from '@playdeck/session';
import { earlyRequests, startEarlyData } from './early-data';

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
