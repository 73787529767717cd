// Main-thread work after the first paint (issue 31, items 1 and 3): a Chromium trace of a page, unthrottled, from
// navigation to 10 s, as a visitor opens it in a phone viewport. Each task's time is scaled by the 4× CPU
// slowdown Lighthouse simulates, so "a task over 50 ms" means what it means for TBT. Also counts the style
// recalculations and layouts after the first paint, and how many of them script forced (ran inside a script's
// call rather than before a frame). Used by web-bench.mjs.
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/ensure-chromium.mjs';
import { CPU_SLOWDOWN, PHONE } from './interactions.mjs';

export const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'loading',
  'blink.user_timing',
  'v8.execute',
];

/** A task this long (after scaling) blocks input. */
export const LONG_TASK_MS = 50;
/** How long after navigation the trace looks. */
export const WINDOW_MS = 10_000;

const SCRIPT_EVENTS = new Set(['FunctionCall', 'EvaluateScript', 'v8.compile', 'v8.callFunction', 'TimerFire', 'FireAnimationFrame']);
const STYLE_EVENTS = { UpdateLayoutTree: 'styleRecalcs', Layout: 'layouts' };

const round = (value) => Math.round(value);

/** The file a script URL names (without query or hash), or the event's own name when it has none. */
function causeOf(event) {
  const elements = event.args?.elementCount ?? event.args?.beginData?.elementCount;
  if (event.name in STYLE_EVENTS && elements) return `${event.name} of ${elements} elements`;
  const url = event.args?.data?.url ?? event.args?.data?.stackTrace?.[0]?.url;
  if (!url) return event.name;
  const file = url.split(/[?#]/)[0].split('/').pop() || url;
  return `${event.name === 'EvaluateScript' ? 'evaluate' : 'run'} ${file}`;
}

/**
 * The page's main thread and its clock: the renderer thread that painted the first contentful paint, and the
 * navigation start of the same navigation (SVG images and about:blank start navigations of their own).
 */
function pageThread(events) {
  const paint = events.find((event) => event.name === 'firstContentfulPaint');
  if (!paint) return null;
  const start = events.find(
    (event) => event.name === 'navigationStart' && event.args?.data?.navigationId === paint.args?.data?.navigationId,
  );
  if (!start) return null;
  return { pid: paint.pid, tid: paint.tid, startTs: start.ts, firstPaintTs: paint.ts };
}

/**
 * What one trace says of the main thread between the first contentful paint and `windowMs` after navigation:
 * the tasks over LONG_TASK_MS once scaled by `slowdown` (when each started, how long, the script that took
 * most of it), all task time, and the style recalculations and layouts (count, time, and how many were forced
 * by script). Times in ms, scaled; `atMs` counts from navigation, unscaled (the trace's own clock).
 */
export function mainThreadFigures(events, { slowdown = CPU_SLOWDOWN, windowMs = WINDOW_MS } = {}) {
  const thread = pageThread(events);
  if (!thread) return { error: 'the trace has no first contentful paint' };
  const endTs = thread.startTs + windowMs * 1000;
  const onThread = events
    .filter((event) => event.pid === thread.pid && event.tid === thread.tid && event.ph === 'X' && typeof event.dur === 'number')
    .filter((event) => event.ts >= thread.firstPaintTs && event.ts < endTs)
    .sort((a, b) => a.ts - b.ts);
  const tasks = onThread.filter((event) => event.name === 'RunTask');
  const within = (outer, inner) => inner !== outer && inner.ts >= outer.ts && inner.ts + inner.dur <= outer.ts + outer.dur;

  const longTasks = tasks
    .filter((task) => (task.dur / 1000) * slowdown > LONG_TASK_MS)
    .map((task) => {
      const scripts = onThread.filter((event) => SCRIPT_EVENTS.has(event.name) && within(task, event));
      const named = [...scripts, ...onThread.filter((event) => event.name in STYLE_EVENTS && within(task, event))];
      // A task with neither script nor style in it is named by its longest part (parsing, paint, a GC).
      const candidates = named.length ? named : onThread.filter((event) => within(task, event));
      const biggest = candidates.sort((a, b) => b.dur - a.dur)[0];
      return {
        atMs: round((task.ts - thread.startTs) / 1000),
        durationMs: round((task.dur / 1000) * slowdown),
        cause: biggest ? causeOf(biggest) : 'RunTask',
      };
    });

  const scriptSpans = onThread.filter((event) => SCRIPT_EVENTS.has(event.name) && event.name !== 'v8.compile');
  const style = { styleRecalcs: { count: 0, ms: 0, forced: 0 }, layouts: { count: 0, ms: 0, forced: 0 } };
  for (const event of onThread) {
    const kind = STYLE_EVENTS[event.name];
    if (!kind) continue;
    style[kind].count += 1;
    style[kind].ms += (event.dur / 1000) * slowdown;
    if (scriptSpans.some((span) => within(span, event))) style[kind].forced += 1;
  }
  for (const kind of Object.values(style)) kind.ms = round(kind.ms);

  return {
    firstPaintMs: round((thread.firstPaintTs - thread.startTs) / 1000),
    taskMs: round(tasks.reduce((sum, task) => sum + (task.dur / 1000) * slowdown, 0)),
    longTasks,
    longestTaskMs: tasks.length ? round((Math.max(...tasks.map((task) => task.dur)) / 1000) * slowdown) : 0,
    ...style,
  };
}

/** The figures of several runs of one page: medians of the counts, the worst task, every long task seen. */
export function mainThreadSummary(runs, median) {
  const measured = runs.filter((run) => !run.error);
  const at = (pick) => median(measured.map(pick));
  return {
    longTasksMedian: at((run) => run.longTasks.length),
    longestTaskMs: measured.length ? Math.max(...measured.map((run) => run.longestTaskMs)) : null,
    taskMsMedian: at((run) => run.taskMs),
    styleRecalcsMedian: at((run) => run.styleRecalcs.count),
    forcedStyleRecalcsMedian: at((run) => run.styleRecalcs.forced),
    layoutsMedian: at((run) => run.layouts.count),
    forcedLayoutsMedian: at((run) => run.layouts.forced),
    styleAndLayoutMsMedian: at((run) => run.styleRecalcs.ms + run.layouts.ms),
    measuredRuns: measured.length,
    errors: runs.filter((run) => run.error).map((run) => run.error),
  };
}

/** `runs` traces of one URL, each in a fresh phone context (a visitor, nothing cached). */
export async function traceMainThread(url, { runs = 3 } = {}) {
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const results = [];
  try {
    for (let run = 0; run < runs; run += 1) {
      const context = await browser.newContext({ ...PHONE });
      const page = await context.newPage();
      let tracing = false;
      try {
        await browser.startTracing(page, { categories: TRACE_CATEGORIES });
        tracing = true;
        const startedAt = Date.now();
        await page.goto(url, { waitUntil: 'load' });
        await page.waitForTimeout(Math.max(0, WINDOW_MS - (Date.now() - startedAt)));
        tracing = false;
        const { traceEvents } = JSON.parse(String(await browser.stopTracing()));
        results.push(mainThreadFigures(traceEvents));
      } catch (error) {
        results.push({ error: String(error.message ?? error).split('\n')[0] });
      } finally {
        if (tracing) await browser.stopTracing().catch(() => {});
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  return results;
}

// `node tools/bench/main-thread.mjs <url> [runs]`: the figures of each run, for looking into one page.
if (import.meta.url === `file://${process.argv[1]}`) {
  const [url, runs = '1'] = process.argv.slice(2);
  for (const figures of await traceMainThread(url, { runs: Number(runs) })) console.log(JSON.stringify(figures, null, 2));
}
