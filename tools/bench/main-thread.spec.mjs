import { describe, expect, it } from 'vitest';
import { mainThreadFigures, mainThreadSummary } from './main-thread.mjs';
import { median } from './web-bench.mjs';

// A renderer's main thread (pid 1, tid 7); timestamps in µs, navigation at 1 s, first paint 300 ms after it.
const NAV = 1_000_000;
const at = (ms) => NAV + ms * 1000;
const main = { pid: 1, tid: 7 };
const x = (name, startMs, durMs, args = {}, thread = main) => ({ ...thread, ph: 'X', name, ts: at(startMs), dur: durMs * 1000, args });
const events = [
  // An SVG image's document starts a navigation of its own, after the page's: it must not become the clock.
  { ...main, ph: 'R', name: 'navigationStart', ts: at(0), args: { data: { navigationId: 'page' } } },
  { ...main, ph: 'R', name: 'navigationStart', ts: at(200), args: { data: { navigationId: 'svg' } } },
  { ...main, ph: 'R', name: 'firstContentfulPaint', ts: at(300), args: { data: { navigationId: 'page' } } },
  // Before the first paint: not counted, however long.
  x('RunTask', 100, 80),
  // 20 ms × 4 = 80 ms: long, most of it one script's call, which forces a layout.
  x('RunTask', 400, 20),
  x('FunctionCall', 401, 15, { data: { url: 'http://localhost/m/assets/main-abc.js?v=1' } }),
  x('Layout', 405, 5),
  // 10 ms × 4 = 40 ms: not long; a style recalc before a frame (not forced).
  x('RunTask', 500, 10),
  x('UpdateLayoutTree', 501, 8, { elementCount: 32 }),
  // 30 ms × 4: long, with only style in it.
  x('RunTask', 600, 30),
  x('UpdateLayoutTree', 601, 28, { elementCount: 900 }),
  // Another thread, and a task after the 10 s window: neither counts.
  x('RunTask', 700, 100, {}, { pid: 1, tid: 9 }),
  x('RunTask', 10_500, 100),
];

describe('main-thread figures of a trace', () => {
  it('counts, after the first paint and within the window, the tasks over 50 ms once scaled by 4, naming their cause', () => {
    const figures = mainThreadFigures(events);
    expect(figures.firstPaintMs).toBe(300);
    expect(figures.longTasks).toEqual([
      { atMs: 400, durationMs: 80, cause: 'run main-abc.js' },
      { atMs: 600, durationMs: 120, cause: 'UpdateLayoutTree of 900 elements' },
    ]);
    expect(figures.longestTaskMs).toBe(120);
    expect(figures.taskMs).toBe(240);
  });

  it('counts style recalcs and layouts, and which of them script forced', () => {
    const figures = mainThreadFigures(events);
    expect(figures.styleRecalcs).toEqual({ count: 2, ms: 144, forced: 0 });
    expect(figures.layouts).toEqual({ count: 1, ms: 20, forced: 1 });
  });

  it('says so when the trace has no first paint', () => {
    expect(mainThreadFigures(events.filter((event) => event.name !== 'firstContentfulPaint'))).toEqual({
      error: 'the trace has no first contentful paint',
    });
  });

  it('summarises runs with medians and the worst task, leaving failed runs out', () => {
    const run = mainThreadFigures(events);
    const quiet = { ...run, longTasks: [], longestTaskMs: 30 };
    const summary = mainThreadSummary([run, quiet, run, { error: 'timeout' }], median);
    expect(summary).toMatchObject({
      longTasksMedian: 2,
      longestTaskMs: 120,
      styleRecalcsMedian: 2,
      forcedLayoutsMedian: 1,
      measuredRuns: 3,
    });
    expect(summary.errors).toEqual(['timeout']);
  });
});
