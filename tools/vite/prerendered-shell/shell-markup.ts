/** What the shell markup needs from a brand's theme (brand.json theme, the values that become CSS variables). */
export interface ShellTheme {
  colors: Record<
    | 'primary'
    | 'secondary'
    | 'onSecondary'
    | 'background'
    | 'surface'
    | 'surfaceAlt'
    | 'text'
    | 'textMuted'
    | 'border'
    | 'headerBackground'
    | 'headerText'
    | 'footerBackground'
    | 'footerText'
    | 'footerActive',
    string
  >;
  typography: {
    fontFamily: string;
    fontSize: Record<'xs' | 'sm' | 'md' | 'lg' | 'xl', string>;
    fontWeight: Record<'regular' | 'bold', string>;
    lineHeight: string;
  };
  radii: Record<'sm' | 'md' | 'lg' | 'pill', string>;
  spacing: Record<'xs' | 'sm' | 'md' | 'lg' | 'xl', string>;
}

export interface ShellInput {
  brandName: string;
  theme: ShellTheme;
  /** Built asset URLs: the hero banner (the carousel's first slide), the logo and the default banner. */
  heroBannerSrc: string;
  logoSrc: string;
  /** What the game list banner and a promotion card show when the platform gives no image. */
  defaultBannerSrc: string;
  /** The brand's default-language text of a dictionary key, {{placeholders}} filled. */
  text: (key: string, values?: Record<string, string>) => string;
  links: { home: string; login: string; register: string; promotions: string; other: string; customerService: string };
  /** Game list categories, each with its title key game_list_<type>. */
  gameTypes: readonly string[];
}

export interface RenderedShell {
  /** Goes into <head>: the shell's own styles, from the brand's theme (its CSS text is `css`, hashed for the CSP). */
  style: string;
  css: string;
  /** Goes before the app's root of each entry route's page: <div id="pd-shell"> with that route's shell. */
  body: Record<'home' | 'gameList' | 'login' | 'activity', string>;
}

/** Skeleton heights of home's category menu (left column, then right), as classes: the CSP allows no style attribute. */
const MENU_SKELETON = { left: [56, 56, 56, 56, 56, 56], right: [160, 96, 160] } as const;

/** The hero banner is drawn 750 × 300, as every home banner is. */
export const BANNER_SIZE = { width: 750, height: 300 } as const;

/** The game list banner's and a promotion card image's shapes (list-banner.tsx, promotion-card.tsx). */
export const LIST_BANNER_RATIO = '75 / 28';
export const PROMOTION_CARD_RATIO = '5 / 2';

/** Promotions' category menu while it loads: four 88 × 36 tabs in the loaded menu's height (category-menu.tsx). */
const PROMOTION_MENU_TABS = 4;
const PROMOTION_MENU_HEIGHT = 45;

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (char) => ESCAPES[char]!);

// Kept in step with the shell's header-icons.tsx and footer-icons.tsx, so the icons do not change at takeover.
const ICONS = {
  menu: '<path d="M4 6h16M4 12h16M4 18h16" fill="none" stroke="currentColor" stroke-width="2.2" stroke-linecap="round"/>',
  back: '<path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round"/>',
  promotion: footerPath('M4 10h16v10H4zM3 6h18v4H3zM12 6v14M12 6c-1.5-3-5-3-5 0M12 6c1.5-3 5-3 5 0'),
  home: footerPath('M3 11l9-7 9 7M5 10v10h5v-6h4v6h5V10'),
  service: footerPath('M4 14v-2a8 8 0 0116 0v2M4 14h3v5H4zM17 14h3v5h-3zM20 19c0 1.5-2 2-5 2'),
  other: footerPath('M5 12h.01M12 12h.01M19 12h.01', 3),
};

function footerPath(d: string, width = 1.8): string {
  return `<path d="${d}" fill="none" stroke="currentColor" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`;
}

const icon = (name: keyof typeof ICONS) =>
  `<svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">${ICONS[name]}</svg>`;

/** Sizes follow the real components (home-header, app-header, footer-menu, home-screen .css.ts). */
function shellStyle({ colors, typography, radii, spacing }: ShellTheme, gameTypes: readonly string[]): string {
  const pill = `display:inline-flex;align-items:center;min-height:44px;padding:0 ${spacing.md};border-radius:${radii.pill};font-size:${typography.fontSize.sm};font-weight:${typography.fontWeight.bold};text-decoration:none;white-space:nowrap`;
  const skeleton = `display:block;background:${colors.surfaceAlt};border-radius:${radii.md}`;
  return [
    'html,body{margin:0;padding:0}',
    '#pd-shell,#pd-shell *,#pd-shell *::before,#pd-shell *::after{box-sizing:border-box}',
    `#pd-shell{min-height:100dvh;background:${colors.background};color:${colors.text};font-family:${typography.fontFamily};font-size:${typography.fontSize.md};font-weight:${typography.fontWeight.regular};line-height:${typography.lineHeight};-webkit-text-size-adjust:100%}`,
    // Each page carries one route's shell, marked on <html> (data-pd-shell) by the build, not by a script.
    '#pd-shell>[data-shell-route]{display:none}',
    'html:not([data-pd-shell]) #pd-shell>[data-shell-route=home],html[data-pd-shell=home] #pd-shell>[data-shell-route=home],html[data-pd-shell=gameList] #pd-shell>[data-shell-route=gameList],html[data-pd-shell=login] #pd-shell>[data-shell-route=login],html[data-pd-shell=activity] #pd-shell>[data-shell-route=activity]{display:block}',
    'html[data-pd-shell=none] #pd-shell{display:none}',
    `.pd-home-header{padding-top:env(safe-area-inset-top);background:${colors.headerBackground};color:${colors.headerText}}`,
    `.pd-bar{display:flex;flex-wrap:wrap;align-items:center;gap:${spacing.xs};min-height:52px;padding-inline:${spacing.xs} ${spacing.md}}`,
    '.pd-icon{display:inline-flex;align-items:center;justify-content:center;flex-shrink:0;width:44px;height:44px;color:inherit}',
    `.pd-logo-heading{margin:0;margin-inline-end:auto;line-height:0}.pd-logo{display:block;height:34px;max-width:40vw}`,
    `.pd-links{display:flex;gap:${spacing.sm}}`,
    `.pd-login{${pill};box-shadow:inset 0 0 0 1px ${colors.headerText};color:${colors.headerText}}`,
    `.pd-register{${pill};background:${colors.secondary};color:${colors.onSecondary}}`,
    `.pd-banner{display:block;width:100%;height:auto;aspect-ratio:${BANNER_SIZE.width} / ${BANNER_SIZE.height};background:${colors.surfaceAlt}}`,
    `.pd-notice{display:flex;align-items:center;gap:${spacing.sm};padding:${spacing.xs} ${spacing.md};background:${colors.surface};border-bottom:1px solid ${colors.border}}`,
    `.pd-notice-line{flex:1;min-height:44px;display:flex;align-items:center}.pd-notice-line>span{${skeleton};width:80%;height:1em;border-radius:${radii.sm}}`,
    `.pd-hot{${pill};background:${colors.secondary};color:${colors.onSecondary}}`,
    `.pd-menu-skeleton{display:grid;grid-template-columns:76px 1fr;gap:${spacing.md};padding:${spacing.md}}`,
    `.pd-column{display:flex;flex-direction:column;gap:${spacing.sm}}.pd-column>span{${skeleton}}`,
    `.pd-app-header{display:grid;grid-template-columns:48px 1fr 48px;align-items:center;min-height:48px;padding-top:env(safe-area-inset-top);background:${colors.headerBackground};color:${colors.headerText}}`,
    `.pd-title{margin:0;grid-column:2;grid-row:1;text-align:center;font-size:${typography.fontSize.lg};font-weight:${typography.fontWeight.bold};white-space:nowrap;overflow:hidden;text-overflow:ellipsis}`,
    '.pd-title>[data-game-type]{display:none}',
    ...(gameTypes.length
      ? [`${gameTypes.map((type) => `html[data-pd-game-type=${type}] .pd-title>[data-game-type=${type}]`).join(',')}{display:inline}`]
      : []),
    ...[...new Set([...MENU_SKELETON.left, ...MENU_SKELETON.right])].map((height) => `.pd-h${height}{height:${height}px}`),
    // The first image of the game list and promotions: its box is reserved from the HTML; the entry fills it
    // from the route's early read (apps/mobile/src/shell-first-image.ts).
    // In flow and sized as the app's own image (Image's fluid style), so both paint the very same area.
    `.pd-first-image{display:block;width:100%;height:auto;object-fit:cover;background:${colors.surfaceAlt}}`,
    `.pd-list{padding:${spacing.sm}}.pd-list-banner{aspect-ratio:${LIST_BANNER_RATIO};border-radius:${radii.md}}`,
    `.pd-promotions{display:flex;flex-direction:column;gap:${spacing.md};padding:${spacing.lg}}`,
    `.pd-promotion-menu{display:flex;align-items:center;gap:${spacing.xs};height:${PROMOTION_MENU_HEIGHT}px;overflow:hidden}.pd-promotion-menu>span{${skeleton};flex:none;width:88px;height:36px}`,
    `.pd-promotion-card{display:flex;flex-direction:column;border-radius:${radii.md};overflow:hidden;background:${colors.surface};border:1px solid ${colors.border}}`,
    `.pd-promotion-image{aspect-ratio:${PROMOTION_CARD_RATIO}}`,
    `.pd-promotion-lines{display:flex;flex-direction:column;gap:${spacing.xs};padding:${spacing.md}}.pd-promotion-lines>span{${skeleton};height:1em;border-radius:${radii.sm}}`,
    '.pd-promotion-lines>span:first-child{width:70%}.pd-promotion-lines>span:last-child{width:45%}',
    // Login (login-screen.css.ts): the logo on a header-coloured band, then the title and the form's card.
    `.pd-login-top{position:relative;display:flex;align-items:center;justify-content:center;min-height:52px;padding:calc(${spacing.xs} + env(safe-area-inset-top)) ${spacing.md} ${spacing.xs};background:${colors.headerBackground};color:${colors.headerText}}`,
    `.pd-login-back{position:absolute;left:${spacing.xs}}.pd-login-logo{display:block;height:34px;max-width:55vw}`,
    `.pd-login-body{display:flex;flex-direction:column;gap:${spacing.md};padding:${spacing.lg}}`,
    `.pd-login-title{margin:0;text-align:center;font-size:${typography.fontSize.xl};font-weight:${typography.fontWeight.bold}}`,
    `.pd-login-card{display:block;min-height:320px;border-radius:${radii.lg};background:${colors.surface};border:1px solid ${colors.border}}`,
    `.pd-footer{position:fixed;left:0;right:0;bottom:0;z-index:20;padding-bottom:env(safe-area-inset-bottom);background:${colors.footerBackground};border-top:1px solid ${colors.border}}`,
    '.pd-footer ul{display:flex;margin:0;padding:0;list-style:none;height:56px}.pd-footer li{flex:1;min-width:0}',
    `.pd-footer a{display:flex;flex-direction:column;align-items:center;justify-content:center;gap:2px;height:100%;color:${colors.footerText};font-size:${typography.fontSize.xs};text-decoration:none}`,
    `.pd-footer a[aria-current=page]{color:${colors.footerActive};font-weight:${typography.fontWeight.bold}}`,
    '.pd-above-footer{padding-bottom:calc(56px + env(safe-area-inset-bottom))}',
  ].join('');
}

function footer(input: ShellInput, current: 'home' | 'promotions' | 'none'): string {
  const { links, text } = input;
  const items = [
    { icon: 'promotion', label: text('footer_promotion'), href: links.promotions, current: current === 'promotions' },
    { icon: 'home', label: text('footer_home'), href: links.home, current: current === 'home' },
    { icon: 'service', label: text('footer_customer_service'), href: links.customerService, external: true },
    { icon: 'other', label: text('footer_other'), href: links.other },
  ] as const;
  const entries = items.map((item) => {
    const attributes = [
      `href="${escapeHtml(item.href)}"`,
      'current' in item && item.current ? 'aria-current="page"' : '',
      'external' in item ? 'target="_blank" rel="noopener noreferrer"' : '',
    ].filter(Boolean);
    return `<li><a ${attributes.join(' ')}>${icon(item.icon)}<span>${escapeHtml(item.label)}</span></a></li>`;
  });
  return `<nav class="pd-footer" aria-label="${escapeHtml(text('footer_menu'))}"><ul>${entries.join('')}</ul></nav>`;
}

function homeShell(input: ShellInput): string {
  const { brandName, text, links } = input;
  const skeletons = (heights: readonly number[]) => heights.map((height) => `<span class="pd-h${height}"></span>`).join('');
  return [
    '<div data-shell-route="home">',
    '<header class="pd-home-header"><div class="pd-bar">',
    `<span class="pd-icon">${icon('menu')}</span>`,
    `<h1 class="pd-logo-heading"><a href="${escapeHtml(links.home)}"><img class="pd-logo" src="${escapeHtml(input.logoSrc)}" alt="${escapeHtml(brandName)}"></a></h1>`,
    `<div class="pd-links"><a class="pd-login" href="${escapeHtml(links.login)}">${escapeHtml(text('home_login'))}</a>`,
    `<a class="pd-register" href="${escapeHtml(links.register)}">${escapeHtml(text('home_register'))}</a></div>`,
    '</div></header>',
    '<main class="pd-above-footer">',
    `<img class="pd-banner" data-first-banner src="${escapeHtml(input.heroBannerSrc)}" width="${BANNER_SIZE.width}" height="${BANNER_SIZE.height}" fetchpriority="high" alt="${escapeHtml(text('home_banner_alt', { brand: brandName }))}">`,
    `<div class="pd-notice"><div class="pd-notice-line"><span></span></div><span class="pd-hot">${escapeHtml(text('home_hot_matches'))}</span></div>`,
    `<div class="pd-menu-skeleton" aria-busy="true"><div class="pd-column">${skeletons(MENU_SKELETON.left)}</div><div class="pd-column">${skeletons(MENU_SKELETON.right)}</div></div>`,
    '</main>',
    footer(input, 'home'),
    '</div>',
  ].join('');
}

/**
 * The route's largest image, its box reserved, with no src: the page's entry gives it the URL the app
 * will show (the platform's first banner or promotion, else `data-fallback-src`), high priority, before the app.
 */
function firstImage(input: ShellInput, boxClass: string, markBox = true): string {
  // The marked box is what goes when the screen shows no such image (the entry removes it).
  const box = markBox ? ' data-shell-first-image-box' : '';
  return `<img class="pd-first-image ${boxClass}" data-shell-first-image${box} data-fallback-src="${escapeHtml(input.defaultBannerSrc)}" alt="" fetchpriority="high" decoding="async">`;
}

function appHeader(input: ShellInput, title: string): string {
  const { text } = input;
  return [
    `<header class="pd-app-header"><a class="pd-icon" href="${escapeHtml(input.links.home)}" aria-label="${escapeHtml(text('header_back'))}">${icon('back')}</a>`,
    `<h1 class="pd-title">${title}</h1></header>`,
  ].join('');
}

/** The game list: its header titled by the category, the category's banner, the footer. */
function gameListShell(input: ShellInput): string {
  const { text, gameTypes } = input;
  const titles = gameTypes.map((type) => `<span data-game-type="${escapeHtml(type)}">${escapeHtml(text(`game_list_${type}`))}</span>`);
  return [
    '<div data-shell-route="gameList">',
    appHeader(input, titles.join('')),
    `<main class="pd-above-footer"><div class="pd-list">${firstImage(input, 'pd-list-banner')}</div></main>`,
    footer(input, 'none'),
    '</div>',
  ].join('');
}

/** Promotions: the header, the category menu loading, the first card's image and text lines, the footer. */
function activityShell(input: ShellInput): string {
  const tabs = '<span></span>'.repeat(PROMOTION_MENU_TABS);
  return [
    '<div data-shell-route="activity">',
    appHeader(input, escapeHtml(input.text('route_activity'))),
    '<main class="pd-above-footer"><div class="pd-promotions" aria-busy="true">',
    `<div class="pd-promotion-menu">${tabs}</div>`,
    `<div class="pd-promotion-card" data-shell-first-image-box>${firstImage(input, 'pd-promotion-image', false)}<span class="pd-promotion-lines"><span></span><span></span></span></div>`,
    '</div></main>',
    footer(input, 'promotions'),
    '</div>',
  ].join('');
}

/** Login has no header or footer: the logo on its band (the page's largest image), the title and the form's card. */
function loginShell(input: ShellInput): string {
  const { text, brandName, links } = input;
  return [
    '<div data-shell-route="login">',
    `<div class="pd-login-top"><a class="pd-icon pd-login-back" href="${escapeHtml(links.home)}" aria-label="${escapeHtml(text('login_back_home'))}">${icon('back')}</a>`,
    `<img class="pd-login-logo" src="${escapeHtml(input.logoSrc)}" alt="${escapeHtml(brandName)}" fetchpriority="high"></div>`,
    `<div class="pd-login-body"><h1 class="pd-login-title">${escapeHtml(text('login_title'))}</h1><span class="pd-login-card" aria-busy="true"></span></div>`,
    '</div>',
  ].join('');
}

/**
 * The first view of the entry routes as static HTML in the brand's theme and default language: home (header,
 * the hero banner, notice and category menu skeletons, footer), the game list (header, banner box, footer),
 * promotions (header, menu skeleton, first card's image box, footer) and login (logo band, title, form card). It shows before any script runs; the app takes it over (apps/mobile/src/shell-takeover.ts).
 */
export function renderShell(input: ShellInput): RenderedShell {
  const css = shellStyle(input.theme, input.gameTypes);
  const shell = (markup: string) => `<div id="pd-shell">${markup}</div>`;
  return {
    style: `<style data-pd-shell-style>${css}</style>`,
    css,
    body: {
      home: shell(homeShell(input)),
      gameList: shell(gameListShell(input)),
      login: shell(loginShell(input)),
      activity: shell(activityShell(input)),
    },
  };
}
