import { expect as baseExpect, type Page } from '@playwright/test';
import { e2eBrands, type E2EBrand } from './brands';
import { registerMember } from './helpers/accounts';
import { openWithSession, test } from './helpers/api-session';
import { languageFacts, textsOf } from './helpers/dictionaries';
import { withoutPopups } from './helpers/popups';

/*
 * A language that is only a locale folder and a brand.json entry (issue 29, item 10): lucky offers Thai. Every
 * brand's language selector offers exactly its brand.json languages, each named by its locale folder. For each
 * language a brand offers in a non-Latin script (TH on lucky), a visitor picks it on home and goes through home,
 * login and the member centre: the page is in that language (html lang, texts) and shows no text key and no English.
 * A Latin word on screen must be a name: the brand's, the member's, one the platform sends (game, provider and
 * announcement texts: the reference platform has no Thai texts and answers in English, see
 * apps/platform/src/http/content-language.ts), or one the language's own dictionary writes in Latin letters (VIP,
 * Facebook, SMS…).
 */

const expect = baseExpect.configure({ timeout: 20_000 });
const PASSWORD = 'Thai12345';

type Brand = E2EBrand & { config: E2EBrand['config'] & { languages: { default: string; supported: string[] }; merchantCode: string } };
const brands = e2eBrands() as Brand[];

const LATIN_WORD = /[A-Za-z][A-Za-z'’-]*/g;
/** What i18next shows for a key it cannot find: the key itself (route_home, home_tab_PROMO). */
const TEXT_KEY = /\b[a-z][a-z0-9]*(?:_[A-Za-z0-9]+)+\b/g;

/** A language written mostly in letters other than Latin ones (Thai, not Vietnamese), judged by its own texts. */
function isNonLatinScript(language: string): boolean {
  const texts = Object.values(textsOf(language)).join(' ');
  const letters = texts.match(/\p{L}/gu)?.length ?? 0;
  const latin = texts.match(/[A-Za-z\u00C0-\u024F\u1E00-\u1EFF]/g)?.length ?? 0;
  return letters > 0 && latin / letters < 0.5;
}

/**
 * Latin words the language keeps as names: those inside its own sentences (VIP, Safari, SMS in a Thai text) and
 * values that are names alone (Facebook, X (Twitter)). An English sentence left untranslated in the dictionary allows
 * nothing, so the scan still finds it on screen.
 */
function latinWordsOf(language: string): Set<string> {
  const words = new Set<string>();
  for (const value of Object.values(textsOf(language))) {
    const text = value.replace(/\{\{\s*\w+\s*\}\}|<\/?\w+>|\$t\(\w+\)/g, ' ');
    const latin = text.match(LATIN_WORD) ?? [];
    const inOwnSentence = (text.match(/\p{L}/gu) ?? []).some((letter) => !/[A-Za-z]/.test(letter));
    const nameAlone = latin.length <= 2 && latin.every((word) => /^[A-Z]/.test(word));
    if (inOwnSentence || nameAlone) for (const word of latin) words.add(word.toLowerCase());
  }
  return words;
}

/** The page's visible text nodes and field placeholders. */
async function visibleTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const parent = node.parentElement;
      if (!text || !parent || !parent.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      if (parent.closest('script, style, noscript')) continue;
      texts.push(text);
    }
    // Placeholders and button values are read too.
    for (const field of document.querySelectorAll<HTMLInputElement>('input[placeholder], textarea[placeholder]')) {
      if (field.checkVisibility()) texts.push(field.placeholder);
    }
    return texts;
  });
}

/** Strings the platform sent this page (JSON answers of /wps and /lgw calls): names and texts it owns, in English. */
function recordPlatformStrings(page: Page): Set<string> {
  const strings = new Set<string>();
  const collect = (value: unknown): void => {
    if (typeof value === 'string') strings.add(value);
    else if (Array.isArray(value)) value.forEach(collect);
    else if (value && typeof value === 'object') Object.values(value).forEach(collect);
  };
  page.on('response', async (response) => {
    const { pathname } = new URL(response.url());
    if (!/^\/(wps|lgw)\//.test(pathname) || !(response.headers()['content-type'] ?? '').includes('json')) return;
    collect(await response.json().catch(() => undefined));
  });
  return strings;
}

interface Leftovers {
  keys: string[];
  latinWords: string[];
}

/**
 * Text keys and Latin words left on screen. A text node is the platform's when a string it sent holds it whole (an
 * announcement title, a game name, a line of its HTML); the platform's strings inside a longer node (a provider's
 * name beside its category) are cut out before the rest is read. What remains may hold names and the language's own
 * Latin words only.
 */
function leftovers(texts: string[], allowed: { words: Set<string>; platform: Set<string>; names: string[] }): Leftovers {
  const platformStrings = [...allowed.platform].filter((text) => text.trim().length > 1).sort((a, b) => b.length - a.length);
  const nameWords = new Set(allowed.names.flatMap((name) => (name.match(LATIN_WORD) ?? []).map((word) => word.toLowerCase())));
  const ours = texts
    .filter((text) => !platformStrings.some((sent) => sent.includes(text)))
    .map((text) => platformStrings.reduce((rest, sent) => rest.replaceAll(sent, ' '), text));
  const keys = ours.flatMap((text) => text.match(TEXT_KEY) ?? []);
  const latinWords = ours
    .flatMap((text) => text.match(LATIN_WORD) ?? [])
    .filter((word) => !allowed.words.has(word.toLowerCase()) && !nameWords.has(word.toLowerCase()));
  return { keys: [...new Set(keys)], latinWords: [...new Set(latinWords)] };
}

for (const brand of brands) {
  const { supported } = brand.config.languages;

  test(`${brand.id}: the language selector offers the brand's languages (${supported.join(', ')}), each by its own name`, async ({
    page,
  }) => {
    await openWithSession(page, brand.origin, '/m/home', null);
    const select = page.getByTestId('language-select');
    if (supported.length < 2) {
      await expect(select).toHaveCount(0);
      return;
    }
    await expect(select.locator('option')).toHaveText(supported.map((code) => languageFacts(code).name));
    const options = await select
      .locator('option')
      .evaluateAll((elements) => elements.map((option) => [(option as HTMLOptionElement).value, option.getAttribute('lang')]));
    expect(options).toEqual(supported.map((code) => [code, languageFacts(code).htmlLang]));
  });

  for (const language of supported.filter(isNonLatinScript)) {
    test(`${brand.id}: in ${language}, home, login and the member centre show no text key and no English`, async ({ page, address }) => {
      test.setTimeout(120_000);
      const facts = languageFacts(language);
      const texts = textsOf(language);
      const member = await registerMember(brand, address, { password: PASSWORD, usernamePrefix: 'lg', mobilePrefix: '95' });
      const platform = recordPlatformStrings(page);
      const allowed = { words: latinWordsOf(language), platform, names: [brand.config.name, member.userName] };
      const expectNoLeftovers = async (where: string) => {
        // Texts settle once the screen's lazy texts and the platform's answers are in.
        await page.waitForLoadState('networkidle');
        const shown = await visibleTexts(page);
        expect(leftovers(shown, allowed), `${where} in ${language}`).toEqual({ keys: [], latinWords: [] });
      };

      // A visitor picks the language on home (the selector from brand.json) and everything follows.
      await withoutPopups(page);
      await openWithSession(page, brand.origin, '/m/home', null);
      await page.getByTestId('language-select').selectOption(language);
      await expect(page.locator('html')).toHaveAttribute('lang', facts.htmlLang);
      await expect(page.getByTestId('footer-home')).toContainText(texts['footer_home']!);
      await expectNoLeftovers('home');

      // Login, in the same language, remembered across the navigation.
      await page.goto(`${brand.origin}/m/login`);
      await expect(page.locator('html')).toHaveAttribute('lang', facts.htmlLang);
      await expect(page.getByTestId('login-submit')).toHaveText(texts['login_submit']!);
      await expectNoLeftovers('login');
      await page.getByTestId('login-username').fill(member.userName);
      await page.getByTestId('login-password').fill(PASSWORD);
      await page.getByTestId('login-submit').click();
      await expect(page).toHaveURL(/\/m\/home$/);

      // The member centre.
      await page.getByTestId('footer-member').click();
      await expect(page.getByTestId('member-centre')).toBeVisible();
      await expect(page.getByTestId('member-centre')).toContainText(texts['member_total_balance']!);
      await expectNoLeftovers('member centre');
    });
  }
}
