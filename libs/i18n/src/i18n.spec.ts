import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type I18nModule = typeof import('./index');

async function loadFresh(): Promise<I18nModule> {
  return import('./index');
}

beforeEach(() => {
  vi.resetModules();
  document.documentElement.lang = '';
});

afterEach(() => {
  vi.doUnmock('@playdeck/brand');
});

describe('initI18n', () => {
  it('uses the brand default (TY for the default brand) when nothing is stored', async () => {
    const { initI18n, i18n } = await loadFresh();
    await initI18n();
    expect(i18n.language).toBe('TY');
    expect(i18n.t('route_home')).toBe('Trang chủ');
    expect(document.documentElement.lang).toBe('vi');
  });

  it('uses the stored language when the brand supports it', async () => {
    localStorage.setItem('language', 'EN');
    const { initI18n, i18n } = await loadFresh();
    await initI18n();
    expect(i18n.language).toBe('EN');
    expect(i18n.t('route_home')).toBe('Home');
    expect(document.documentElement.lang).toBe('en');
  });

  it.each(['FR', 'en', '', '{"x":1}'])('falls back to the brand default for an unsupported stored value %j', async (stored) => {
    localStorage.setItem('language', stored);
    const { initI18n, i18n } = await loadFresh();
    await initI18n();
    expect(i18n.language).toBe('TY');
  });

  it('loads only the language in use', async () => {
    const { initI18n, i18n } = await loadFresh();
    await initI18n();
    expect(i18n.hasResourceBundle('TY', 'translation')).toBe(true);
    expect(i18n.hasResourceBundle('EN', 'translation')).toBe(false);
  });

  it('interpolates values without HTML escaping (React escapes)', async () => {
    localStorage.setItem('language', 'EN');
    const { initI18n, i18n } = await loadFresh();
    await initI18n();
    expect(i18n.t('footer_copyright', { year: 2031, brand: 'A & B' })).toBe('© 2031 A & B. All rights reserved.');
  });
});

describe('setLanguage', () => {
  it('loads the dictionary, switches and persists the raw code', async () => {
    const { initI18n, setLanguage, i18n } = await loadFresh();
    await initI18n();
    await setLanguage('EN');
    expect(i18n.language).toBe('EN');
    expect(i18n.t('route_login')).toBe('Log in');
    expect(localStorage.getItem('language')).toBe('EN');
    expect(document.documentElement.lang).toBe('en');

    await setLanguage('TY');
    expect(i18n.t('route_login')).toBe('Đăng nhập');
    expect(localStorage.getItem('language')).toBe('TY');
    expect(document.documentElement.lang).toBe('vi');
  });

  it('rejects a language the brand does not support', async () => {
    const { initI18n, setLanguage } = await loadFresh();
    await initI18n();
    await expect(setLanguage('XX' as never)).rejects.toThrow(/not supported/);
    expect(localStorage.getItem('language')).toBeNull();
  });
});

describe('brand overrides', () => {
  it('win over the base string and keep the rest of the base dictionary', async () => {
    vi.doMock('@playdeck/brand', async (importOriginal) => ({
      ...(await importOriginal<typeof import('@playdeck/brand')>()),
      brandLocaleLoaders: {
        TY: async () => ({ footer_copyright: '© {{year}} Thương hiệu thử nghiệm.' }),
        EN: async () => ({ footer_copyright: '© {{year}} Test Brand.' }),
      },
    }));
    const { initI18n, setLanguage, i18n } = await loadFresh();
    await initI18n();
    expect(i18n.t('footer_copyright', { year: 2030 })).toBe('© 2030 Thương hiệu thử nghiệm.');
    expect(i18n.t('route_home')).toBe('Trang chủ');

    await setLanguage('EN');
    expect(i18n.t('footer_copyright', { year: 2030 })).toBe('© 2030 Test Brand.');
  });

  it('can be retried after a dictionary fails to download', async () => {
    let calls = 0;
    vi.doMock('@playdeck/brand', async (importOriginal) => ({
      ...(await importOriginal<typeof import('@playdeck/brand')>()),
      brandLocaleLoaders: {
        TY: async () => {
          calls += 1;
          if (calls === 1) throw new Error('offline');
          return {};
        },
      },
    }));
    const { initI18n, i18n } = await loadFresh();
    await expect(initI18n()).rejects.toThrow('offline');
    await initI18n();
    expect(i18n.t('route_home')).toBe('Trang chủ');
  });
});

describe('reloadBrandTexts', () => {
  it("drops the previous brand's overrides and languages and loads the new brand's", async () => {
    const brandModule = { brand: { id: 'one', languages: { default: 'EN', supported: ['EN', 'TY'] } }, brandLocaleLoaders: {} };
    brandModule.brandLocaleLoaders = { EN: async () => ({ footer_copyright: 'One' }) };
    vi.doMock('@playdeck/brand', async (importOriginal) => {
      const original = await importOriginal<typeof import('@playdeck/brand')>();
      return {
        ...original,
        get brand() {
          return { ...original.brand, ...brandModule.brand };
        },
        get brandLocaleLoaders() {
          return brandModule.brandLocaleLoaders;
        },
      };
    });
    const { initI18n, loadTexts, reloadBrandTexts, setLanguage, i18n } = await loadFresh();
    await initI18n('EN');
    await loadTexts('content');
    expect(i18n.t('footer_copyright')).toBe('One');

    brandModule.brand = { id: 'two', languages: { default: 'TY', supported: ['TY'] } };
    brandModule.brandLocaleLoaders = { TY: async () => ({ footer_copyright: 'Hai' }) };
    await reloadBrandTexts('TY');
    expect(i18n.language).toBe('TY');
    expect(i18n.t('footer_copyright')).toBe('Hai');
    expect(i18n.hasResourceBundle('EN', 'translation')).toBe(false);
    await expect(setLanguage('EN')).rejects.toThrow('not supported by brand two');
  });
});

describe('a language from its locale folder alone (TH)', () => {
  function brandWithThai() {
    vi.doMock('@playdeck/brand', async (importOriginal) => {
      const original = await importOriginal<typeof import('@playdeck/brand')>();
      return {
        ...original,
        brand: { ...original.brand, id: 'thai-test', languages: { default: 'EN', supported: ['EN', 'TH'] } },
        brandLocaleLoaders: { TH: async () => ({ footer_copyright: '© {{year}} แบรนด์ทดสอบ' }) },
      };
    });
  }

  it('loads its dictionary, lazy groups and html lang from libs/i18n/src/locales/th', async () => {
    brandWithThai();
    const { initI18n, loadTexts, setLanguage, i18n } = await loadFresh();
    await initI18n();
    await loadTexts('member');
    await setLanguage('TH');
    expect(i18n.language).toBe('TH');
    expect(i18n.t('route_home')).toBe('หน้าแรก');
    expect(i18n.t('member_deposit')).toBe('ฝากเงิน');
    expect(i18n.t('footer_copyright', { year: 2031 })).toBe('© 2031 แบรนด์ทดสอบ');
    expect(document.documentElement.lang).toBe('th');
    expect(localStorage.getItem('language')).toBe('TH');
  });

  it('names each language in its own words, from its language.json', async () => {
    const { languageName, htmlLangFor, LANGUAGES } = await loadFresh();
    expect([languageName('EN'), languageName('TY'), languageName('TH')]).toEqual(['English', 'Tiếng Việt', 'ไทย']);
    expect([htmlLangFor('EN'), htmlLangFor('TY'), htmlLangFor('TH')]).toEqual(['en', 'vi', 'th']);
    expect(LANGUAGES.TH).toEqual({ code: 'TH', htmlLang: 'th', name: 'ไทย', flag: '🇹🇭' });
  });

  it('stays unavailable to a brand that does not offer it', async () => {
    localStorage.setItem('language', 'TH');
    const { initI18n, setLanguage, i18n } = await loadFresh();
    await initI18n();
    expect(i18n.language).toBe('TY');
    await expect(setLanguage('TH')).rejects.toThrow(/not supported/);
  });
});
