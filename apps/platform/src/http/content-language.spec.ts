import { beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@playdeck/api';
import { callPlatform, errorOf, valueOf } from '../testing/call-platform';
import { getTestPlatform, type TestPlatform } from '../testing/test-platform';
import { contentLanguageOf } from './content-language';

// Lucky offers TH (brands/lucky/brand.json); the reference platform keeps its texts in EN and TY only.
describe('a language the brand offers but the platform has no texts in (TH on LUCKYSTAR)', () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await getTestPlatform();
  });

  const titles = async (options: { query?: Record<string, unknown>; headers?: Record<string, string>; merchant?: string }) =>
    valueOf(await callPlatform(platform, contract.content.announcements, { ...options, query: { types: 'B', ...options.query } })).map(
      (item) => item.title,
    );

  it('answers the Language header TH in English, as it answers EN', async () => {
    const english = await titles({ merchant: 'LUCKYSTAR', headers: { language: 'EN' } });
    expect(english.length).toBeGreaterThan(0);
    expect(await titles({ merchant: 'LUCKYSTAR', headers: { language: 'TH' } })).toEqual(english);
    expect(await titles({ merchant: 'LUCKYSTAR', headers: { language: 'TY' } })).not.toEqual(english);
  });

  it('answers a language=TH query in English, for content and games alike', async () => {
    expect(await titles({ merchant: 'LUCKYSTAR', query: { language: 'TH' } })).toEqual(
      await titles({ merchant: 'LUCKYSTAR', query: { language: 'EN' } }),
    );
    const games = (language: string) =>
      callPlatform(platform, contract.games.popular, { merchant: 'LUCKYSTAR', query: { language, pageSize: 5 } }).then(valueOf);
    expect((await games('TH')).list.map((game) => game.gameName)).toEqual((await games('EN')).list.map((game) => game.gameName));
  });

  it("refuses language=TH where the brand does not offer it, and falls back to the brand's default for the header", async () => {
    const refused = errorOf(await callPlatform(platform, contract.content.announcements, { query: { types: 'B', language: 'TH' } }));
    expect(refused).toMatchObject({ status: 400, errorCode: 'request_param_err' });
    expect(await titles({ headers: { language: 'TH' } })).toEqual(await titles({ headers: { language: 'TY' } }));
  });

  it('maps every code to a language it has texts in', () => {
    expect(['EN', 'TY', 'TH', 'ZZ'].map(contentLanguageOf)).toEqual(['EN', 'TY', 'EN', 'EN']);
  });
});
