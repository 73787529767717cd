#!/usr/bin/env node
// Benchmark (not a test): Lighthouse 12's mobile profile (Moto G Power viewport, simulated slow 4G and a 4×
// slower CPU) on the pages a player opens first, for every built brand: home as a visitor, the game list,
// login and promotions, BENCH_RUNS times each (3). Writes the medians of the performance score, LCP, FCP,
// TBT, CLS, Speed Index and bytes transferred per brand and page, with the machine's load average before,
// during and after, to reports/web-bench.json. Builds nothing: serves dist/ with the platform (memory database) on BENCH_PORT
// (4346), or measures a server already running at BENCH_URL (each brand on its localhost domain at that
// port). Usage: npm run bench:web (after a build); BENCH_BRANDS=default,lucky BENCH_PAGES=home,login narrow it;
// BENCH_MAIN_THREAD=0 skips the main-thread traces (main-thread.mjs), BENCH_INTERACTIONS=0 the interactions.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/ensure-chromium.mjs';
import { CPU_SLOWDOWN, INTERACTION_GOALS, INTERACTIONS, measureInteractions, PHONE } from './interactions.mjs';
import { LONG_TASK_MS, mainThreadSummary, traceMainThread, WINDOW_MS } from './main-thread.mjs';

const workspaceRoot = path.resolve(import.meta.dirname, '../..');

/** The pages measured, as a visitor opens them (no session: Lighthouse clears storage before each run). */
export const PAGES = {
  home: '/m/',
  gameList: '/m/gameList?gameType=RNG',
  login: '/m/login',
  promotions: '/m/activity',
};

/** The pages whose main thread after the first paint is traced (issue 31: home, the game list, promotions). */
export const TRACED_PAGES = ['home', 'gameList', 'promotions'];

/** The audits kept from each run, under the names the report uses. */
const METRICS = {
  lcpMs: 'largest-contentful-paint',
  fcpMs: 'first-contentful-paint',
  tbtMs: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  speedIndexMs: 'speed-index',
  transferBytes: 'total-byte-weight',
};

/** Issue 15's acceptance: home's medians, and the score of every other page. */
export const GOALS = {
  home: { performance: 0.97, lcpMs: 1500, tbtMs: 100, cls: 0.01 },
  other: { performance: 0.95 },
};

export function median(values) {
  const sorted = values.filter((value) => typeof value === 'number' && Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * When the page became interactive in one run, in ms after navigation, as observed (the run's real timings,
 * not the simulated ones): the load event, or the end of the last long main-thread task if that came later.
 */
export function interactiveAtMs(lhr) {
  const load = lhr.audits.metrics?.details?.items?.[0]?.observedLoad;
  if (typeof load !== 'number') return null;
  const longTaskEnds = (lhr.audits['main-thread-tasks']?.details?.items ?? [])
    .filter((task) => task.duration >= LONG_TASK_MS)
    .map((task) => task.startTime + task.duration);
  return Math.max(load, ...longTaskEnds);
}

/**
 * The scripts the page requested before it was interactive (interactiveAtMs), and all it requested: what the
 * browser fetched, parsed and evaluated before the player could use the page.
 */
export function scriptsRequested(lhr) {
  const requests = lhr.audits['network-requests']?.details;
  const timeOriginTs = lhr.audits.metrics?.details?.items?.[0]?.observedTimeOriginTs;
  const interactiveAt = interactiveAtMs(lhr);
  const networkStartTs = requests?.debugData?.networkStartTimeTs;
  if (!requests?.items || interactiveAt === null || typeof timeOriginTs !== 'number' || typeof networkStartTs !== 'number') return null;
  // Request times count from the first request; the metrics from the navigation (both in µs as timestamps).
  const requestOffsetMs = (networkStartTs - timeOriginTs) / 1000;
  const scripts = requests.items.filter((request) => request.resourceType === 'Script');
  return {
    beforeInteractive: scripts.filter((request) => requestOffsetMs + request.networkRequestTime <= interactiveAt).length,
    total: scripts.length,
    interactiveAtMs: interactiveAt,
  };
}

/** One Lighthouse result (lhr) as the figures the report keeps. */
export function runFigures(lhr) {
  const figures = { performance: lhr.categories.performance?.score ?? null };
  for (const [name, audit] of Object.entries(METRICS)) figures[name] = lhr.audits[audit]?.numericValue ?? null;
  const scripts = scriptsRequested(lhr);
  figures.scriptsBeforeInteractive = scripts?.beforeInteractive ?? null;
  figures.scripts = scripts?.total ?? null;
  figures.lcpElement = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? null;
  if (lhr.runtimeError) figures.error = lhr.runtimeError.message;
  return figures;
}

const round = (value, digits) => (value === null ? null : Number(value.toFixed(digits)));

/**
 * The median of each figure over the runs of one page, rounded as Lighthouse shows them. A run Lighthouse
 * could not score (NO_LCP on an overloaded machine) is left out, and `scoredRuns` says how many counted.
 */
export function medians(runs) {
  const at = (name) => median(runs.map((run) => run[name]));
  return {
    performance: round(at('performance'), 2),
    lcpMs: round(at('lcpMs'), 0),
    fcpMs: round(at('fcpMs'), 0),
    tbtMs: round(at('tbtMs'), 0),
    cls: round(at('cls'), 3),
    speedIndexMs: round(at('speedIndexMs'), 0),
    transferKb: round(at('transferBytes') === null ? null : at('transferBytes') / 1024, 1),
    scriptsBeforeInteractive: at('scriptsBeforeInteractive'),
    scripts: at('scripts'),
    scoredRuns: runs.filter((run) => typeof run.performance === 'number').length,
  };
}

/** Which of issue 15's goals a page's medians miss (an empty list when it meets them all). */
export function missedGoals(page, figures) {
  const goals = page === 'home' ? GOALS.home : GOALS.other;
  return Object.entries(goals)
    .filter(([name, goal]) => figures[name] === null || (name === 'performance' ? figures[name] < goal : figures[name] > goal))
    .map(([name, goal]) => `${name} ${figures[name]} (goal ${name === 'performance' ? '≥' : '≤'} ${goal})`);
}

/** One interaction's runs as the report keeps them: medians, the worst, and which goals of issue 31 they miss. */
export function interactionFigures(runs) {
  const measured = runs.filter((run) => !run.error);
  const paints = measured.map((run) => run.inputToPaintMs).filter((value) => value !== null);
  const routes = measured.map((run) => run.routeContentMs).filter((value) => value !== null);
  const figures = {
    inputToPaintMs: round(median(paints), 0),
    worstInputToPaintMs: paints.length ? Math.max(...paints) : null,
    routeContentMs: round(median(routes), 0),
    measuredRuns: measured.length,
    errors: runs.filter((run) => run.error).map((run) => run.error),
  };
  const missed = [];
  if (figures.inputToPaintMs === null || figures.inputToPaintMs > INTERACTION_GOALS.medianMs)
    missed.push(`input to paint ${figures.inputToPaintMs} ms (goal ≤ ${INTERACTION_GOALS.medianMs})`);
  if (figures.worstInputToPaintMs !== null && figures.worstInputToPaintMs > INTERACTION_GOALS.worstMs)
    missed.push(`worst ${figures.worstInputToPaintMs} ms (goal ≤ ${INTERACTION_GOALS.worstMs})`);
  if (routes.length && figures.routeContentMs > INTERACTION_GOALS.routeContentMs)
    missed.push(`content after ${figures.routeContentMs} ms (goal ≤ ${INTERACTION_GOALS.routeContentMs})`);
  return { ...figures, missedGoals: missed };
}

/** Every built brand and the host it answers on this machine (its localhost domain in brand.json). */
export function builtBrands(root = workspaceRoot) {
  return readdirSync(path.join(root, 'brands'))
    .filter((id) => existsSync(path.join(root, 'brands', id, 'brand.json')) && existsSync(path.join(root, 'dist/brands', id, 'index.html')))
    .map((id) => {
      const { domains = [] } = JSON.parse(readFileSync(path.join(root, 'brands', id, 'brand.json'), 'utf8'));
      const host = domains.find((domain) => domain === 'localhost' || domain.endsWith('.localhost'));
      return { id, host };
    })
    .filter((brand) => brand.host);
}

function startServer(port) {
  const child = spawn(process.execPath, ['tools/scripts/start.mjs', '--no-build'], {
    cwd: workspaceRoot,
    env: { ...process.env, PORT: String(port), PLATFORM_DATA_DIR: 'memory' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the server did not start within 120 s')), 120_000);
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
  if (!child || child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** Samples the load average while Lighthouse runs, so the figures can be judged against how busy the machine was. */
function sampleLoad(everyMs = 5000) {
  const samples = [];
  const timer = setInterval(() => samples.push(os.loadavg()[0]), everyMs);
  return () => {
    clearInterval(timer);
    const mean = samples.length ? samples.reduce((sum, value) => sum + value, 0) / samples.length : null;
    return { samples: samples.length, mean1m: round(mean, 2), max1m: samples.length ? round(Math.max(...samples), 2) : null };
  };
}

const loadAverage = () => os.loadavg().map((value) => Number(value.toFixed(2)));

async function main() {
  const runs = Number(process.env.BENCH_RUNS ?? 3);
  const benchUrl = process.env.BENCH_URL ? new URL(process.env.BENCH_URL) : null;
  const port = benchUrl ? Number(benchUrl.port || 80) : Number(process.env.BENCH_PORT ?? 4346);
  const only = (variable) => process.env[variable]?.split(',').map((item) => item.trim());
  const brands = builtBrands().filter((brand) => !only('BENCH_BRANDS') || only('BENCH_BRANDS').includes(brand.id));
  const pages = Object.entries(PAGES).filter(([page]) => !only('BENCH_PAGES') || only('BENCH_PAGES').includes(page));
  if (brands.length === 0) throw new Error('No built brand with a localhost domain: build the brands first.');

  const before = loadAverage();
  const server = benchUrl ? null : await startServer(port);
  // Started after the server: its start-up (seeding the database) is not what the figures are judged against.
  const stopSampling = sampleLoad();
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? CHROMIUM_PATH,
    // Passed as separate arguments: the resolver rule's spaces and commas reach Chromium as one flag.
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  const results = {};
  const interactions = {};
  const mainThread = {};
  try {
    for (const brand of brands) {
      results[brand.id] = {};
      for (const [page, pathname] of pages) {
        const url = `http://${brand.host}:${port}${pathname}`;
        const pageRuns = [];
        for (let run = 1; run <= runs; run += 1) {
          const { lhr } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
          const figures = runFigures(lhr);
          pageRuns.push(figures);
          console.log(
            `${brand.id} ${page} run ${run}/${runs}: score ${figures.performance} LCP ${round(figures.lcpMs, 0)} ms ` +
              `FCP ${round(figures.fcpMs, 0)} ms TBT ${round(figures.tbtMs, 0)} ms CLS ${round(figures.cls, 3)} ` +
              `scripts before interactive ${figures.scriptsBeforeInteractive}/${figures.scripts} (load ${loadAverage()[0]})`,
          );
        }
        const figures = medians(pageRuns);
        results[brand.id][page] = { url, median: figures, missedGoals: missedGoals(page, figures), runs: pageRuns };
      }
    }
    if (process.env.BENCH_MAIN_THREAD !== '0') {
      for (const brand of brands) {
        mainThread[brand.id] = {};
        for (const [page, pathname] of pages.filter(([page]) => TRACED_PAGES.includes(page))) {
          const traced = await traceMainThread(`http://${brand.host}:${port}${pathname}`, { runs });
          const summary = mainThreadSummary(traced, median);
          mainThread[brand.id][page] = { ...summary, runs: traced };
          console.log(
            `${brand.id} ${page} main thread: ${summary.longTasksMedian} tasks over ${LONG_TASK_MS} ms after first paint ` +
              `(longest ${summary.longestTaskMs} ms), ${summary.styleRecalcsMedian} style recalcs ` +
              `(${summary.forcedStyleRecalcsMedian} forced), ${summary.layoutsMedian} layouts (${summary.forcedLayoutsMedian} forced) ` +
              `(load ${loadAverage()[0]})`,
          );
        }
      }
    }
    if (process.env.BENCH_INTERACTIONS !== '0') {
      for (const brand of brands) {
        const measured = await measureInteractions(`http://${brand.host}:${port}`, { runs, only: only('BENCH_INTERACTIONS_ONLY') });
        interactions[brand.id] = Object.fromEntries(
          Object.entries(measured).map(([name, runsOf]) => [name, { ...interactionFigures(runsOf), runs: runsOf }]),
        );
        for (const [name, figures] of Object.entries(interactions[brand.id])) {
          console.log(
            `${brand.id} ${name}: input to paint ${figures.inputToPaintMs} ms (worst ${figures.worstInputToPaintMs})` +
              `${figures.routeContentMs === null ? '' : `, content after ${figures.routeContentMs} ms`} (load ${loadAverage()[0]})`,
          );
        }
      }
    }
  } finally {
    await chrome.kill();
    await stopServer(server);
  }
  const report = {
    measuredAt: new Date().toISOString(),
    tool: `Lighthouse ${lighthouse.version ?? JSON.parse(readFileSync(path.join(workspaceRoot, 'node_modules/lighthouse/package.json'), 'utf8')).version}, mobile profile, simulated throttling`,
    chromium: process.env.CHROME_PATH ?? CHROMIUM_PATH,
    runsPerPage: runs,
    cores: os.cpus().length,
    loadAverage: { before, during: stopSampling(), after: loadAverage() },
    goals: GOALS,
    brands: results,
    mainThread: {
      how: `A Chromium trace per run, unthrottled, from navigation to ${WINDOW_MS / 1000} s, in a ${PHONE.viewport.width}×${PHONE.viewport.height} phone as a visitor; task times × ${CPU_SLOWDOWN} (the CPU slowdown Lighthouse simulates); a long task is over ${LONG_TASK_MS} ms so scaled, counted after the first contentful paint; a forced style recalc or layout ran inside a script's call`,
      brands: mainThread,
    },
    interactions: {
      how: `Event Timing (the longest entry of the interaction, as INP counts it) and, for a route tap, the tap until the new screen's content shows; Chromium at ${CPU_SLOWDOWN}× CPU, ${PHONE.viewport.width}×${PHONE.viewport.height} phone, platform local`,
      goals: INTERACTION_GOALS,
      measured: Object.keys(INTERACTIONS),
      brands: interactions,
    },
  };
  mkdirSync(path.join(workspaceRoot, 'reports'), { recursive: true });
  writeFileSync(path.join(workspaceRoot, 'reports/web-bench.json'), `${JSON.stringify(report, null, 2)}\n`);
  console.log('\nMedians (reports/web-bench.json):');
  for (const [brand, byPage] of Object.entries(results)) {
    for (const [page, { median: figures, missedGoals: missed }] of Object.entries(byPage)) {
      console.log(
        `  ${brand.padEnd(8)} ${page.padEnd(11)} score ${figures.performance}  LCP ${figures.lcpMs} ms  FCP ${figures.fcpMs} ms  ` +
          `TBT ${figures.tbtMs} ms  CLS ${figures.cls}  SI ${figures.speedIndexMs} ms  ${figures.transferKb} KB  ` +
          `scripts before interactive ${figures.scriptsBeforeInteractive}/${figures.scripts}${missed.length ? `  — misses ${missed.join(', ')}` : ''}`,
      );
    }
  }
  console.log(
    `Load average (1, 5, 15 min): before ${before.join(' ')}, after ${report.loadAverage.after.join(' ')} on ${report.cores} cores`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
