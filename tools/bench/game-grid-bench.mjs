#!/usr/bin/env node
// Benchmark (not a test): how the game list's windowed grid holds up when a thumb scrolls a catalogue of
// 1,000+ slots to its end on a phone. Builds nothing: serves the brands already built in dist/ with the
// platform (PGlite in memory) on a port of its own, tops the RNG catalogue up with the admin route, then
// scrolls /m/gameList?gameType=RNG in Chromium with a Pixel 7 viewport while measuring the DOM's size, the
// tiles drawn, long tasks and frames that missed their slot. Figures go to reports/game-grid-bench.json.
// Usage: npm run bench:games (after a build). Another run of Playwright or a build may share the machine:
// run it inside the e2e lock, e.g. flock /tmp/playdeck-e2e.lock -c 'npm run bench:games'.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/ensure-chromium.mjs';

/** The admin token of the platform this bench starts (its /__admin calls carry it). */
const adminToken = process.env.PLATFORM_ADMIN_TOKEN ?? `bench-${randomUUID()}`;
const workspaceRoot = path.resolve(import.meta.dirname, '../..');
const port = Number(process.env.BENCH_PORT ?? 4399);
const origin = `http://localhost:${port}`;
const merchant = process.env.BENCH_MERCHANT ?? 'PLAYDECK';
/** The catalogue is topped up to at least this many slots. */
const targetGames = Number(process.env.BENCH_GAMES ?? 1000);
/** One wheel step of a thumb's scroll, and the pause after it. */
const wheelStepPx = Number(process.env.BENCH_WHEEL_PX ?? 240);
const wheelPauseMs = Number(process.env.BENCH_WHEEL_PAUSE_MS ?? 60);
const device = devices['Pixel 7'];
const FRAME_MS = 1000 / 60;
const GAME_LIST = '/wps/relay/GCSGAME_gameList';

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function startServer() {
  const child = spawn(process.execPath, ['tools/scripts/start.mjs', '--no-build'], {
    cwd: workspaceRoot,
    env: { ...process.env, PORT: String(port), PLATFORM_DATA_DIR: 'memory', PLATFORM_ADMIN_TOKEN: adminToken, TRUST_PROXY: 'true' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the server did not start within 90 s')), 90_000);
    child.stdout.on('data', (chunk) => {
      if (String(chunk).includes('Playdeck is serving')) {
        clearTimeout(timer);
        resolve(child);
      }
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited with ${code}`));
    });
  });
}

function stopServer(child) {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => {
      try {
        process.kill(child.pid, 'SIGKILL');
      } catch {
        // Gone already.
      }
    }, 10_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    process.kill(child.pid, 'SIGTERM');
  });
}

async function slotCount() {
  const response = await fetch(`${origin}${GAME_LIST}?gameType=RNG&pageNo=1&pageSize=100`, { headers: { Merchant: merchant } });
  const answer = await response.json();
  if (!answer.success) throw new Error(`game list refused: ${answer.errorCode}`);
  const last = answer.value.totalPages;
  if (last <= 1) return answer.value.games.length;
  const lastPage = await (
    await fetch(`${origin}${GAME_LIST}?gameType=RNG&pageNo=${last}&pageSize=100`, { headers: { Merchant: merchant } })
  ).json();
  return (last - 1) * 100 + lastPage.value.games.length;
}

/** Adds JL slots through the loopback admin route until the merchant has `targetGames` or more. */
async function topUpCatalogue() {
  const before = await slotCount();
  if (before >= targetGames) return { before, added: 0, total: before };
  const count = Math.max(400, targetGames - before);
  const response = await fetch(`${origin}/__admin/games`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-admin-token': adminToken },
    body: JSON.stringify({ merchant, vendor: 'JL', category: 'RNG', count }),
  });
  const answer = await response.json().catch(() => null);
  if (!answer?.success)
    throw new Error(`POST /__admin/games refused (HTTP ${response.status}): ${answer?.message ?? answer?.errorCode ?? 'no answer'}`);
  const added = [answer.value].flat().find((entry) => entry?.merchant === merchant) ?? [answer.value].flat()[0];
  const total = await slotCount();
  if (typeof added?.total === 'number' && added.total !== total)
    throw new Error(`the admin route says ${added.total} slots, the game list ${total}`);
  return { before, added: count, total };
}

// Runs in the page before the app: long tasks, frame intervals and DOM size, gathered while `__bench.on`.
function instrument() {
  const bench = {
    on: false,
    idle: false,
    idleFrames: [],
    longTasks: [],
    frames: [],
    domSamples: [],
    tileSamples: [],
    gridSamples: [],
    layoutShifts: [],
  };
  window.__bench = bench;
  // Every shift since the page started, load included (buffered): the game list's CLS.
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.hadRecentInput) bench.layoutShifts.push({ value: entry.value, at: Math.round(entry.startTime), scrolling: bench.on });
    }
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    if (!bench.on) return;
    for (const entry of list.getEntries()) bench.longTasks.push(entry.duration);
  }).observe({ type: 'longtask', buffered: false });
  let last = 0;
  const frame = (now) => {
    if (bench.on && last) bench.frames.push(now - last);
    if (bench.idle && last) bench.idleFrames.push(now - last);
    last = now;
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
  setInterval(() => {
    if (!bench.on) return;
    bench.domSamples.push(document.getElementsByTagName('*').length);
    bench.tileSamples.push(document.querySelectorAll('[data-testid="game-tile"]').length);
    const grid = document.querySelector('[data-testid="game-grid"]');
    if (grid) bench.gridSamples.push(grid.getElementsByTagName('*').length + 1);
  }, 100);
}

const readState = (page) =>
  page.evaluate(() => ({
    atBottom: window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2,
    ended: !!document.querySelector('[data-testid="game-list-end"]'),
    count: Number(document.querySelector('[data-testid="game-grid"]')?.getAttribute('data-count') ?? 0),
    dom: document.getElementsByTagName('*').length,
    grid: (document.querySelector('[data-testid="game-grid"]')?.getElementsByTagName('*').length ?? -1) + 1,
    tiles: document.querySelectorAll('[data-testid="game-tile"]').length,
  }));

async function scrollToEnd(page) {
  const pages = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === GAME_LIST) pages.push(Number(url.searchParams.get('pageNo')));
  });
  await page.goto(`${origin}/m/gameList?gameType=RNG`);
  await page.getByTestId('game-tile').first().waitFor();
  // The same page left alone for 2 s first: what frame rate this machine gives a page that does nothing.
  await page.evaluate(async () => {
    await new Promise((resolve) => setTimeout(resolve, 500));
    window.__bench.idle = true;
    await new Promise((resolve) => setTimeout(resolve, 2000));
    window.__bench.idle = false;
  });
  const viewport = page.viewportSize();
  await page.mouse.move(viewport.width / 2, viewport.height * 0.6);

  await page.evaluate(() => {
    window.__bench.on = true;
  });
  const startedAt = Date.now();
  const steps = { wheel: 0, sampled: [] };
  let state = await readState(page);
  while (!(state.ended && state.atBottom)) {
    if (Date.now() - startedAt > 10 * 60_000)
      throw new Error(`the end of the list was not reached in 10 minutes (${state.count} games loaded)`);
    await page.mouse.wheel(0, wheelStepPx);
    steps.wheel++;
    await pause(wheelPauseMs);
    // Every few steps a look at where the thumb is (reading the DOM also costs the page a little).
    if (steps.wheel % 5 === 0 || state.atBottom) {
      state = await readState(page);
      steps.sampled.push(state);
    }
  }
  const totalMs = Date.now() - startedAt;
  // A last moment at the end, as the thumb lets go.
  await pause(300);
  const figures = await page.evaluate(() => {
    const bench = window.__bench;
    bench.on = false;
    return {
      idleFrames: bench.idleFrames,
      longTasks: bench.longTasks,
      frames: bench.frames,
      domSamples: bench.domSamples,
      tileSamples: bench.tileSamples,
      gridSamples: bench.gridSamples,
      layoutShifts: bench.layoutShifts,
    };
  });
  return { totalMs, pages, state: await readState(page), steps, ...figures };
}

const sum = (values) => values.reduce((total, value) => total + value, 0);
const round1 = (value) => Math.round(value * 10) / 10;

if (!existsSync(path.join(workspaceRoot, 'dist/brands/default/index.html'))) {
  console.error('dist/brands/default is not built: build the brands first (nx run-many -t build).');
  process.exit(1);
}

const loadAverageBefore = os.loadavg().map((value) => Math.round(value * 10) / 10);
const server = await startServer();
let browser;
try {
  const catalogue = await topUpCatalogue();
  console.log(`slots in the catalogue: ${catalogue.total} (${catalogue.added} added)`);
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const context = await browser.newContext({ ...device });
  await context.addInitScript(instrument);
  const page = await context.newPage();
  const run = await scrollToEnd(page);

  const domSamples = [...run.domSamples, ...run.steps.sampled.map((sample) => sample.dom)];
  const tileSamples = [...run.tileSamples, ...run.steps.sampled.map((sample) => sample.tiles)];
  const gridSamples = [...run.gridSamples, ...run.steps.sampled.map((sample) => sample.grid)];
  const janky = run.frames.filter((interval) => interval > 1.5 * FRAME_MS);
  const idleJanky = run.idleFrames.filter((interval) => interval > 1.5 * FRAME_MS);
  const pageNumbers = [...run.pages].sort((a, b) => a - b);
  const figures = {
    measuredAt: new Date().toISOString(),
    node: process.version,
    device: 'Pixel 7',
    viewport: device.viewport,
    scroll: { wheelStepPx, wheelPauseMs, wheelSteps: run.steps.wheel },
    catalogue,
    gamesLoaded: run.state.count,
    pagesLoaded: run.pages.length,
    pagesRequestedTwice: pageNumbers.filter((pageNo, index) => pageNumbers[index - 1] === pageNo).length,
    totalMs: run.totalMs,
    dom: {
      maxElements: Math.max(...domSamples),
      meanElements: Math.round(sum(domSamples) / domSamples.length),
      samples: domSamples.length,
    },
    tiles: { max: Math.max(...tileSamples), mean: round1(sum(tileSamples) / tileSamples.length) },
    // Issue 15's goals: at most 400 elements in the grid, no long task over 50 ms while scrolling, CLS 0.
    grid: { maxElements: Math.max(...gridSamples), budget: 400 },
    layoutShift: {
      cls: Math.round(sum(run.layoutShifts.map((shift) => shift.value)) * 10_000) / 10_000,
      shifts: run.layoutShifts.length,
      whileScrolling: run.layoutShifts.filter((shift) => shift.scrolling).length,
    },
    longTasks: {
      // Every entry is a task over 50 ms (the Long Tasks API reports nothing shorter).
      over50Ms: run.longTasks.length,
      count: run.longTasks.length,
      totalMs: Math.round(sum(run.longTasks)),
      longestMs: Math.round(Math.max(0, ...run.longTasks)),
    },
    frames: {
      count: run.frames.length,
      meanFps: round1(run.frames.length / (sum(run.frames) / 1000)),
      // Intervals longer than 1.5 frames at 60 Hz, and the frames they skipped.
      overBudget: janky.length,
      dropped: sum(janky.map((interval) => Math.round(interval / FRAME_MS) - 1)),
      longestMs: Math.round(Math.max(0, ...run.frames)),
    },
    // The same page idle for 2 s before the scroll: the machine's own frame rate (headless, software rendering).
    idleFrames: {
      count: run.idleFrames.length,
      meanFps: round1(run.idleFrames.length / (sum(run.idleFrames) / 1000)),
      overBudget: idleJanky.length,
      dropped: sum(idleJanky.map((interval) => Math.round(interval / FRAME_MS) - 1)),
    },
    loadAverageBefore,
    loadAverage: os.loadavg().map(round1),
    cpus: os.cpus().length,
  };
  mkdirSync(path.join(workspaceRoot, 'reports'), { recursive: true });
  const file = path.join(workspaceRoot, 'reports/game-grid-bench.json');
  writeFileSync(file, `${JSON.stringify(figures, null, 2)}\n`);

  console.log(
    `scrolled ${figures.gamesLoaded} games (${figures.pagesLoaded} pages) to the end in ${(figures.totalMs / 1000).toFixed(1)} s`,
  );
  console.log(
    `DOM elements   max ${figures.dom.maxElements}, mean ${figures.dom.meanElements}; game tiles at once max ${figures.tiles.max}`,
  );
  console.log(`grid elements  max ${figures.grid.maxElements} (budget ${figures.grid.budget})`);
  console.log(
    `layout shift   CLS ${figures.layoutShift.cls} (${figures.layoutShift.shifts} shifts, ${figures.layoutShift.whileScrolling} while scrolling)`,
  );
  console.log(
    `long tasks     ${figures.longTasks.count} (${figures.longTasks.totalMs} ms in all, longest ${figures.longTasks.longestMs} ms)`,
  );
  console.log(
    `frames         ${figures.frames.count} at ${figures.frames.meanFps} fps; ${figures.frames.overBudget} over 25 ms, ~${figures.frames.dropped} dropped`,
  );
  console.log(
    `idle baseline  ${figures.idleFrames.meanFps} fps, ${figures.idleFrames.overBudget} of ${figures.idleFrames.count} frames over 25 ms (load average ${figures.loadAverage[0]} on ${figures.cpus} cores)`,
  );
  console.log(`figures written to ${path.relative(process.cwd(), file)}`);
} finally {
  await browser?.close();
  await stopServer(server);
}
