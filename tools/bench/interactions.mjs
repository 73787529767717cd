// Interactions as a player feels them (issue 31, item 4): Chromium at 4× CPU throttling in a phone viewport, the
// Event Timing API's duration (input to the next paint, as INP counts it) of each interaction, and for a tap on
// a route the time until the new screen shows its content (not a skeleton). Used by web-bench.mjs.
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/ensure-chromium.mjs';

/** Pixel 7, as the journeys' Android phone. */
export const PHONE = {
  viewport: { width: 412, height: 839 },
  deviceScaleFactor: 2.625,
  isMobile: true,
  hasTouch: true,
  userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
};

export const CPU_SLOWDOWN = 4;

/** Goals of issue 31: an interaction paints within 100 ms (median), none over 200; a route's content within 600 ms. */
export const INTERACTION_GOALS = { medianMs: 100, worstMs: 200, routeContentMs: 600 };

// Collects every Event Timing entry of an interaction (interactionId > 0) from the page's start.
const OBSERVE_EVENTS = () => {
  window.__benchEvents = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.interactionId)
        window.__benchEvents.push({ name: entry.name, id: entry.interactionId, start: entry.startTime, duration: entry.duration });
    }
  }).observe({ type: 'event', buffered: true, durationThreshold: 16 });
};

/** The longest entry of each interaction that started at or after `since` (ms on the page's clock). */
export function interactionDurations(events, since) {
  const byInteraction = new Map();
  for (const event of events) {
    if (event.start < since) continue;
    byInteraction.set(event.id, Math.max(byInteraction.get(event.id) ?? 0, event.duration));
  }
  return [...byInteraction.values()];
}

/** Resolves, on the page, with the moment (page clock) a selector first matches an element with text or a child. */
const WATCH_CONTENT = (selector) => {
  window.__benchContent = new Promise((resolve) => {
    const shown = () =>
      [...document.querySelectorAll(selector)].some((element) => element.textContent.trim() !== '' || element.children.length > 0);
    if (shown()) return resolve(performance.now());
    const observer = new MutationObserver(() => {
      if (!shown()) return;
      observer.disconnect();
      resolve(performance.now());
    });
    observer.observe(document, { subtree: true, childList: true, characterData: true });
  });
};

const pageNow = (page) => page.evaluate(() => performance.now());
const settle = (page) => page.waitForTimeout(600);

async function signIn(page, origin) {
  await page.goto(`${origin}/m/login`);
  await page.getByTestId('login-form').locator('input[autocomplete="username"], input[name="username"]').first().fill('member01');
  await page.getByTestId('login-form').locator('input[type="password"]').first().fill('Demo1234');
  await page.getByTestId('login-submit').click();
  await page.waitForURL((url) => !url.pathname.endsWith('/login'), { timeout: 30_000 });
}

/**
 * What is measured. Each `act` starts from `open` (a path, after signing in where `member` says so), and returns
 * the selector of the content a route tap waits for (or nothing for an interaction on the same screen).
 */
export const INTERACTIONS = {
  sideMenu: { open: '/m/', ready: 'side-menu-button', act: (page) => page.getByTestId('side-menu-button').click() },
  gameListTab: { open: '/m/gameList?gameType=RNG', ready: 'game-tab-hot', act: (page) => page.getByTestId('game-tab-hot').click() },
  gameSearch: {
    open: '/m/gameList?gameType=RNG',
    ready: 'game-tile',
    act: (page) => page.locator('input[type="search"]').first().pressSequentially('ma', { delay: 150 }),
  },
  homeCarousel: {
    open: '/m/',
    ready: 'home-banners',
    act: async (page) => {
      const box = await page.getByTestId('home-banners').boundingBox();
      await page.touchscreen.tap(box.x + box.width * 0.9, box.y + box.height / 2);
    },
  },
  memberCentre: {
    open: '/m/',
    member: true,
    ready: 'footer-member',
    content: '[data-testid="member-centre-name"]',
    act: (page) => page.getByTestId('footer-member').click(),
  },
  deposit: {
    open: '/m/',
    member: true,
    ready: 'header-deposit',
    content: '[data-testid="deposit-channel"], [data-testid="deposit-form"]',
    act: (page) => page.getByTestId('header-deposit').click(),
  },
};

/** One run of one interaction in a fresh phone context: { inputToPaintMs, routeContentMs }. */
async function measureOnce(browser, origin, scenario) {
  const context = await browser.newContext({ ...PHONE, locale: 'en-GB' });
  await context.addInitScript(() => localStorage.setItem('language', 'EN'));
  await context.addInitScript(OBSERVE_EVENTS);
  const page = await context.newPage();
  try {
    if (scenario.member) await signIn(page, origin);
    await page.goto(`${origin}${scenario.open}`);
    await page.getByTestId(scenario.ready).first().waitFor({ state: 'visible', timeout: 30_000 });
    await settle(page);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    if (scenario.content) await page.evaluate(WATCH_CONTENT, scenario.content);
    const since = await pageNow(page);
    await scenario.act(page);
    let routeContentMs = null;
    if (scenario.content) {
      const shownAt = await page.evaluate(() => window.__benchContent);
      const tapAt = (await page.evaluate(() => window.__benchEvents)).find((event) => event.start >= since)?.start ?? since;
      routeContentMs = Math.round(shownAt - tapAt);
    }
    await settle(page);
    const durations = interactionDurations(await page.evaluate(() => window.__benchEvents), since);
    return { inputToPaintMs: durations.length ? Math.max(...durations) : null, routeContentMs };
  } finally {
    await context.close();
  }
}

/** Every interaction `runs` times on one brand's origin; the raw runs, for web-bench to take medians of. */
export async function measureInteractions(origin, { runs = 3, only } = {}) {
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const results = {};
  try {
    for (const [name, scenario] of Object.entries(INTERACTIONS)) {
      if (only && !only.includes(name)) continue;
      results[name] = [];
      for (let run = 0; run < runs; run += 1) {
        try {
          results[name].push(await measureOnce(browser, origin, scenario));
        } catch (error) {
          results[name].push({ error: String(error.message ?? error).split('\n')[0] });
        }
      }
    }
  } finally {
    await browser.close();
  }
  return results;
}
