// Capturing stories of the static Storybook in Chromium at a phone viewport, made still first: pinned fonts, a
// fixed clock, no animation, transition or caret, less motion asked for (carousels stop), the fake platform's
// answers in, images loaded and the page quiet. One browser; each worker keeps one page, in a context of its own,
// and switches stories inside Storybook's iframe (a new page load only when the brand or language changes).
import { chromium, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/ensure-chromium.mjs';
import { MASKED_ELEMENTS } from './exclusions.mjs';

/** Pixel 7, the journeys' Android phone, at 1 CSS pixel per pixel: the layout players get, in small PNGs. */
export const PHONE = { ...devices['Pixel 7'], deviceScaleFactor: 1 };
/** What any date on a story shows: a fixed instant (dates and countdowns are drawn from Date.now). */
export const FIXED_TIME = new Date('2026-01-15T09:30:00Z');
/** A story is still once nothing changed in its DOM for this long, with nothing pending. */
const QUIET_MS = 80;
/**
 * The longest a story is waited for (one whose DOM never stops changing, or a request nobody answers, is taken
 * then, and said so). Nothing is guessed from time alone before it: a loaded machine only makes runs slower.
 */
const MAX_SETTLE_MS = 8000;

/** Timers of this length or longer never fire: autoplay, tickers, toasts' timeouts, the fake platform's delayed answers. */
export const FROZEN_TIMER_MS = 1000;

/**
 * In every page before its scripts: counts requests in flight, idle callbacks pending and DOM changes; freezes
 * timers of FROZEN_TIMER_MS or more (a loading state stays loading, a ticker stands still); seeds Math.random
 * (reset for each story, so a story draws the same numbers whatever ran before it); stills what CSS would move.
 */
function stillnessScript(frozenMs) {
  const state = { inflight: 0, idle: 0, mutations: 0, frozen: 0 };
  // Requests in flight by address, and the fake platform's delayed answers by address (libs/testing's
  // fake-platform.ts fills the map): a request whose answer waits on a frozen timer never comes.
  const pending = new Map();
  const delayedAnswers = new Map();
  Object.defineProperty(window, '__fakePlatformDelayedAnswers', { value: delayedAnswers });
  let seed = 1;
  state.reset = () => {
    seed = 1;
    pending.clear();
    delayedAnswers.clear();
    state.inflight = 0;
  };
  /** Requests in flight whose answer will come: not the ones the fake platform holds on a frozen timer. */
  state.coming = () => [...pending.values()].filter((url) => !((delayedAnswers.get(url) ?? 0) >= frozenMs)).length;
  Object.defineProperty(window, '__visual', { value: state });
  Math.random = () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const realFetch = window.fetch.bind(window);
  const realSetTimeout = window.setTimeout.bind(window);
  let requestId = 0;
  const done = (id) => {
    pending.delete(id);
    state.inflight = pending.size;
  };
  // A request is in flight until its body has been read, not only until its headers came: the API client reads
  // the body after fetch resolves, and the screen changes only after that (a picture taken in between showed
  // the state before the answer). A body nobody reads is let go after a moment.
  const UNREAD_BODY_MS = 500;
  window.fetch = (...args) => {
    const [input] = args;
    const id = ++requestId;
    pending.set(id, new URL(input instanceof Request ? input.url : String(input), location.href).href);
    state.inflight = pending.size;
    return realFetch(...args).then(
      (response) => {
        for (const method of ['text', 'json', 'arrayBuffer', 'blob', 'formData']) {
          const read = response[method].bind(response);
          response[method] = () => read().finally(() => done(id));
        }
        realSetTimeout(() => done(id), UNREAD_BODY_MS);
        return response;
      },
      (error) => {
        done(id);
        throw error;
      },
    );
  };
  // Short timeouts still to fire (a retry after a refusal, a debounce): the story is not done until they have.
  const timeouts = new Set();
  state.timeouts = 0;
  for (const name of ['setTimeout', 'setInterval']) {
    const real = window[name].bind(window);
    window[name] = (handler, delay, ...rest) => {
      if (Number(delay) >= frozenMs) {
        state.frozen++;
        return real(() => undefined, 2 ** 31 - 1);
      }
      if (name === 'setInterval' || typeof handler !== 'function') return real(handler, delay, ...rest);
      const id = real(
        (...args) => {
          timeouts.delete(id);
          state.timeouts = timeouts.size;
          handler(...args);
        },
        delay,
        ...rest,
      );
      timeouts.add(id);
      state.timeouts = timeouts.size;
      return id;
    };
  }
  const realClearTimeout = window.clearTimeout.bind(window);
  window.clearTimeout = (id) => {
    timeouts.delete(id);
    state.timeouts = timeouts.size;
    realClearTimeout(id);
  };
  if (typeof window.requestIdleCallback === 'function') {
    const realIdle = window.requestIdleCallback.bind(window);
    const realCancel = window.cancelIdleCallback.bind(window);
    const pending = new Set();
    window.requestIdleCallback = (callback, options) => {
      const id = realIdle((deadline) => {
        pending.delete(id);
        state.idle = pending.size;
        callback(deadline);
      }, options);
      pending.add(id);
      state.idle = pending.size;
      return id;
    };
    window.cancelIdleCallback = (id) => {
      pending.delete(id);
      state.idle = pending.size;
      realCancel(id);
    };
  }
  const css =
    '*,*::before,*::after{transition:none!important;animation-delay:0s!important;animation-duration:0s!important;' +
    'animation-iteration-count:1!important;caret-color:transparent!important;scroll-behavior:auto!important}';
  const start = () => {
    const style = document.createElement('style');
    style.textContent = css;
    document.head.append(style);
    new MutationObserver(() => state.mutations++).observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
  else start();
}

/**
 * Launches the browser; `newContext()` opens a context set up for still pictures. `env` carries the pinned fonts'
 * fontconfig. Each worker takes a context of its own: pages of one context share localStorage, where the app keeps
 * its persisted answers (pd_cache:…), so a story one worker showed saved answers that a story of the other worker
 * then started from (a loading story showed its loaded page, home's footer the app icon another story answered).
 */
export async function openBrowser({ env }) {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, '--font-render-hinting=none', '--disable-lcd-text', '--force-color-profile=srgb', '--hide-scrollbars'],
    env: { ...process.env, ...env },
  });
  const newContext = async () => {
    const context = await browser.newContext({
      ...PHONE,
      reducedMotion: 'reduce',
      colorScheme: 'light',
      timezoneId: 'UTC',
      locale: 'en-GB',
    });
    // The clock first: the stillness script then wraps the clock's timers (init scripts run in the order added).
    await context.clock.setFixedTime(FIXED_TIME);
    await context.addInitScript(stillnessScript, FROZEN_TIMER_MS);
    return context;
  };
  return { browser, newContext };
}

const storyUrl = (baseUrl, { storyId, brand, language }) =>
  `${baseUrl}/iframe.html?id=${encodeURIComponent(storyId)}&viewMode=story&globals=brand:${brand};language:${language}`;

/** Waits until Storybook has finished rendering `storyId`; returns an error message when it failed to. */
async function storyRendered(page, storyId, timeout = 15_000) {
  const handle = await page.waitForFunction(
    (id) => {
      const render = window.__STORYBOOK_PREVIEW__?.currentRender;
      if (!render || render.id !== id) return false;
      if (['errored', 'aborted'].includes(render.phase)) return `Storybook: the story ${render.phase}`;
      if (document.querySelector('.sb-show-errordisplay'))
        return `Storybook error: ${document.querySelector('#error-message')?.textContent ?? 'see the story'}`;
      return ['finished', 'completed', 'played'].includes(render.phase) ? 'ok' : false;
    },
    storyId,
    { timeout, polling: 20 },
  );
  const answer = await handle.jsonValue();
  return answer === 'ok' ? undefined : answer;
}

/**
 * Waits until no request, idle callback or screen work (window.__playdeckPendingWork, set by .storybook/screen.tsx:
 * chunks behind a fallback, home's blocks revealed over idle turns) is pending, fonts and images are in and the DOM
 * has been quiet. 'waiting' when only the fake platform's held answers are left: a loading state, shown for good.
 */
async function settle(page) {
  const started = Date.now();
  let lastMutations = -1;
  let quietSince = Date.now();
  for (;;) {
    const state = await page.evaluate(() => {
      // Every image in, below the fold too: a lazy image the browser has not yet asked for would count as done.
      for (const image of document.querySelectorAll('img[loading="lazy"]')) image.loading = 'eager';
      return {
        inflight: window.__visual.inflight,
        coming: window.__visual.coming(),
        idle: window.__visual.idle,
        timeouts: window.__visual.timeouts,
        work: window.__playdeckPendingWork?.() ?? 0,
        mutations: window.__visual.mutations,
        fonts: document.fonts.status,
        images: [...document.images].filter((image) => !image.complete).length,
      };
    });
    const now = Date.now();
    if (state.mutations !== lastMutations) {
      lastMutations = state.mutations;
      quietSince = now;
    }
    const quiet = now - quietSince;
    const busy = state.idle > 0 || state.timeouts > 0 || state.work > 0 || state.fonts !== 'loaded' || state.images > 0;
    if (!busy && state.inflight === 0 && quiet >= QUIET_MS) return 'still';
    // Only held answers left: the loading state is what the story shows, for as long as anyone waits.
    if (!busy && state.coming === 0 && quiet >= QUIET_MS) return 'waiting';
    if (now - started >= MAX_SETTLE_MS) return 'moving';
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Two frames: the resize and intersection steps have run, and what they set off has started. */
const nextFrames = (page) => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

/**
 * Shows one shot's story in `page` and returns its PNG, or { error }. Stories switch inside Storybook's iframe;
 * the iframe loads afresh when the brand or language changes, for every story with `fresh`, and for a story tagged
 * FRESH_PAGE_TAG (home: its first-view gate and its blocks' chunks are page state, so what an earlier story left
 * would change it). A reload for every screen cost a third of the run and changed no other picture.
 */
export async function captureShot(page, baseUrl, shot, { fresh = false } = {}) {
  const key = `${shot.brand}:${shot.language}`;
  if (fresh || shot.freshPage || page.__visualKey !== key) {
    await page.goto(storyUrl(baseUrl, shot), { waitUntil: 'load' });
    page.__visualKey = key;
  } else {
    await page.evaluate((id) => {
      window.scrollTo(0, 0);
      window.__visual.reset();
      window.__STORYBOOK_ADDONS_CHANNEL__.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
    }, shot.storyId);
  }
  const error = await storyRendered(page, shot.storyId);
  if (error) {
    page.__visualKey = undefined;
    return { error };
  }
  const settled = await settle(page);
  const tall = await page.evaluate(() => {
    window.scrollTo(0, 0);
    return document.documentElement.scrollHeight > window.innerHeight;
  });
  // Images are decoded off the main thread (decoding="async"): one loaded but not yet decoded is painted blank or
  // in part, so every picture waits for each image's decode, and a frame after it.
  await page.evaluate(() => Promise.all([...document.images].map((image) => image.decode().catch(() => undefined))));
  await nextFrames(page);
  // The injected style already stills CSS animations and carets (nothing here runs Web Animations), which saves
  // Playwright's own pass over every animation of the page.
  // A page no taller than the phone is taken as it shows: a full-page capture resizes the viewport, and Chromium
  // then sometimes draws a sticky header twice. (Laying a tall page out in a viewport as tall as itself first drew
  // the game grids' lower rows, whose art then differed between runs: those stories are tagged PHONE_SCREEN_TAG,
  // see plan.mjs, and taken as the phone's screen.)
  const png = await page.screenshot({
    fullPage: tall && !shot.phoneScreen,
    scale: 'css',
    mask: MASKED_ELEMENTS.map(({ selector }) => page.locator(selector)),
    maskColor: '#ff00ff',
  });
  return { png, settle: settled };
}
