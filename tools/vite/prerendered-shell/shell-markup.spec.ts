// @vitest-environment jsdom
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadBrand } from '../../../libs/brand/src/build/load-brand';
import { renderShell, type ShellInput } from './shell-markup';
import { dictionaryText, gameListTypes, loadDictionary } from './shell-texts';

const workspaceRoot = path.resolve(import.meta.dirname, '../../..');

function inputFor(brandId: string): ShellInput {
  const { config, localeFiles } = loadBrand(workspaceRoot, brandId);
  const language = config.languages.default;
  const dictionary = loadDictionary(workspaceRoot, language, localeFiles[language]);
  return {
    brandName: config.name,
    theme: config.theme,
    heroBannerSrc: `/m/assets/hero-banner-${brandId}.svg`,
    logoSrc: `/m/assets/logo-${brandId}.svg`,
    defaultBannerSrc: `/m/assets/default-banner-${brandId}.svg`,
    text: dictionaryText(dictionary),
    links: {
      home: '/m/home',
      login: '/m/login',
      register: '/m/register',
      promotions: '/m/activity',
      other: '/m/other',
      customerService: config.links.customerService,
    },
    gameTypes: gameListTypes(dictionary),
  };
}

function parse(markup: string): HTMLElement {
  const holder = document.createElement('div');
  holder.innerHTML = markup;
  return holder.firstElementChild as HTMLElement;
}

describe('renderShell', () => {
  it("home: the hero banner as the first banner, sized, high priority, in the brand's language", () => {
    const shell = parse(renderShell(inputFor('default')).body.home);
    expect(shell.id).toBe('pd-shell');
    const home = shell.querySelector('[data-shell-route="home"]')!;
    const banner = home.querySelector<HTMLImageElement>('img[data-first-banner]')!;
    expect(banner.getAttribute('src')).toBe('/m/assets/hero-banner-default.svg');
    expect([banner.getAttribute('width'), banner.getAttribute('height'), banner.getAttribute('fetchpriority')]).toEqual([
      '750',
      '300',
      'high',
    ]);
    expect(banner.alt).toBe('Khuyến mãi của Playdeck');
    expect(home.querySelector('header img')!.getAttribute('alt')).toBe('Playdeck');
    expect([...home.querySelectorAll('header a[href="/m/login"], header a[href="/m/register"]')].map((link) => link.textContent)).toEqual([
      'Đăng nhập',
      'Đăng ký',
    ]);
    expect(home.querySelector('[aria-busy="true"]')).not.toBeNull();
    const footer = [...home.querySelectorAll('nav a')].map((link) => [link.textContent, link.getAttribute('href')]);
    expect(footer).toEqual([
      ['Khuyến mãi', '/m/activity'],
      ['Trang chủ', '/m/home'],
      ['CSKH', '/wps/demo/customer-service'],
      ['Khác', '/m/other'],
    ]);
    expect(home.querySelector('nav a[aria-current="page"]')!.textContent).toBe('Trang chủ');
  });

  it("speaks each brand's default language and wears its theme", () => {
    const rendered = renderShell(inputFor('lucky'));
    const home = parse(rendered.body.home).querySelector('[data-shell-route="home"]')!;
    expect(home.querySelector('header a[href="/m/login"]')!.textContent).toBe('Log in');
    const { theme } = loadBrand(workspaceRoot, 'lucky').config;
    expect(rendered.style).toContain(`background:${theme.colors.headerBackground}`);
    expect(rendered.style).toContain(`font-family:${theme.typography.fontFamily}`);
  });

  it("game list: a header titled by each category, shown by the page's mark", () => {
    const rendered = renderShell(inputFor('default'));
    const list = parse(rendered.body.gameList).querySelector('[data-shell-route="gameList"]')!;
    expect(list.querySelector('[data-game-type="FISH"]')!.textContent).toBe('Bắn cá');
    expect(list.querySelector('[data-game-type="RNG"]')!.textContent).toBe('Nổ hũ');
    expect(rendered.css).toContain('html[data-pd-game-type=FISH] .pd-title>[data-game-type=FISH]');
  });

  it.each([
    ['gameList', 'pd-list-banner', '75 / 28'],
    ['activity', 'pd-promotion-image', '5 / 2'],
  ] as const)('%s: the largest image reserved at its ratio, with no src, for the entry to fill', (route, boxClass, ratio) => {
    const rendered = renderShell(inputFor('default'));
    const view = parse(rendered.body[route]).querySelector(`[data-shell-route="${route}"]`)!;
    const images = view.querySelectorAll('img');
    expect(images).toHaveLength(1);
    const image = images[0]!;
    expect(image.hasAttribute('data-shell-first-image')).toBe(true);
    // No src in the HTML: the platform's image is known only from the route's early read.
    expect(image.hasAttribute('src')).toBe(false);
    expect(image.getAttribute('fetchpriority')).toBe('high');
    expect(image.getAttribute('data-fallback-src')).toBe('/m/assets/default-banner-default.svg');
    expect(image.classList.contains(boxClass)).toBe(true);
    expect(rendered.css).toContain(`.${boxClass}{aspect-ratio:${ratio}`);
  });

  it("promotions: the header titled as the route, the menu loading, the footer; shown by the page's mark", () => {
    const rendered = renderShell(inputFor('default'));
    const view = parse(rendered.body.activity).querySelector('[data-shell-route="activity"]')!;
    expect(view.querySelector('header h1')!.textContent).toBe('Khuyến mãi');
    expect(view.querySelector('header a')!.getAttribute('href')).toBe('/m/home');
    expect(view.querySelectorAll('.pd-promotion-menu>span')).toHaveLength(4);
    expect(view.querySelector('nav a[aria-current="page"]')!.textContent).toBe('Khuyến mãi');
    // The menu loading keeps the loaded tab list's height (promotions.css.ts MENU_HEIGHT), as the app's does.
    expect(rendered.css).toContain('.pd-promotion-menu{display:flex;align-items:center;gap:4px;height:45px');
    expect(rendered.css).toContain('html[data-pd-shell=activity] #pd-shell>[data-shell-route=activity]{display:block}');
  });

  it('login: the brand logo from the HTML at high priority on its band, the title and the form card', () => {
    const view = parse(renderShell(inputFor('default')).body.login).querySelector('[data-shell-route="login"]')!;
    const logo = view.querySelector<HTMLImageElement>('.pd-login-top img')!;
    expect([logo.getAttribute('src'), logo.alt, logo.getAttribute('fetchpriority')]).toEqual([
      '/m/assets/logo-default.svg',
      'Playdeck',
      'high',
    ]);
    expect(view.querySelector('.pd-login-top a')!.getAttribute('aria-label')).toBe('Về trang chủ');
    expect(view.querySelector('h1')!.textContent).toBe('Đăng nhập');
    expect(view.querySelector('.pd-login-card')).not.toBeNull();
  });

  it('holds no inline script, style element or style attribute in the markup (the CSP allows none)', () => {
    const { body } = renderShell(inputFor('default'));
    for (const markup of Object.values(body)) expect(markup).not.toMatch(/<script|<style|\sstyle=/);
  });

  it('escapes what it writes into HTML', () => {
    const input = inputFor('default');
    const shell = parse(renderShell({ ...input, brandName: 'A <b>&</b> "B"' }).body.home);
    expect(shell.querySelector('header img')!.getAttribute('alt')).toBe('A <b>&</b> "B"');
    expect(shell.querySelector('b')).toBeNull();
  });
});

describe('dictionaryText', () => {
  it('fills placeholders and fails the build on a missing key', () => {
    const text = dictionaryText({ greeting: 'Hi {{name}}' });
    expect(text('greeting', { name: 'Amy' })).toBe('Hi Amy');
    expect(() => text('missing')).toThrow('prerendered shell: the dictionary has no text "missing"');
  });
});
