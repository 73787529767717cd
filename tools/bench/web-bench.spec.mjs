import { describe, expect, it } from 'vitest';
import { interactionDurations } from './interactions.mjs';
import { interactionFigures, interactiveAtMs, median, medians, missedGoals, runFigures, scriptsRequested } from './web-bench.mjs';

const lhr = (score, lcp, { tbt = 50, cls = 0 } = {}) => ({
  categories: { performance: { score } },
  audits: {
    'largest-contentful-paint': { numericValue: lcp },
    'first-contentful-paint': { numericValue: lcp - 400 },
    'total-blocking-time': { numericValue: tbt },
    'cumulative-layout-shift': { numericValue: cls },
    'speed-index': { numericValue: lcp + 100 },
    'total-byte-weight': { numericValue: lcp * 100 },
    'largest-contentful-paint-element': { details: { items: [{ items: [{ node: { snippet: '<img data-first-banner>' } }] }] } },
    ...pageLoad({ loadMs: 900, tasks: [{ startTime: 950, duration: 60 }], requests: [script(0), script(700), script(1200)] }),
  },
});

// Navigation at 1 s (timestamps in µs); the first request 10 ms after it, request times counting from there.
const TIME_ORIGIN_TS = 1_000_000;
const script = (networkRequestTime, resourceType = 'Script') => ({ networkRequestTime, resourceType });
const pageLoad = ({ loadMs, tasks = [], requests }) => ({
  metrics: { details: { items: [{ observedLoad: loadMs, observedTimeOriginTs: TIME_ORIGIN_TS }] } },
  'main-thread-tasks': { details: { items: tasks } },
  'network-requests': { details: { items: requests, debugData: { networkStartTimeTs: TIME_ORIGIN_TS + 10_000 } } },
});

describe('web bench figures', () => {
  it('takes the median of odd and even counts, ignoring runs that measured nothing', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([null, 5, Number.NaN])).toBe(5);
    expect(median([])).toBeNull();
  });

  it("keeps each run's score, timings and LCP element", () => {
    expect(runFigures(lhr(0.98, 1200))).toEqual({
      performance: 0.98,
      lcpMs: 1200,
      fcpMs: 800,
      tbtMs: 50,
      cls: 0,
      speedIndexMs: 1300,
      transferBytes: 120000,
      scriptsBeforeInteractive: 2,
      scripts: 3,
      lcpElement: '<img data-first-banner>',
    });
    expect(runFigures({ ...lhr(null, 0), runtimeError: { message: 'NO_FCP' } }).error).toBe('NO_FCP');
  });

  it('reports the median of each figure separately, rounded', () => {
    const runs = [lhr(0.91, 1800.4), lhr(0.99, 1100.2, { cls: 0.0123 }), lhr(0.97, 1400.6, { tbt: 300 })].map(runFigures);
    expect(medians(runs)).toEqual({
      performance: 0.97,
      lcpMs: 1401,
      fcpMs: 1001,
      tbtMs: 50,
      cls: 0,
      speedIndexMs: 1501,
      transferKb: 136.8,
      scriptsBeforeInteractive: 2,
      scripts: 3,
      scoredRuns: 3,
    });
    const unscored = runFigures({ ...lhr(null, 0), audits: {} });
    expect(medians([...runs, unscored])).toMatchObject({ performance: 0.97, lcpMs: 1401, scoredRuns: 3 });
  });

  it("judges home by the issue's four goals and other pages by their score", () => {
    expect(missedGoals('home', { performance: 0.97, lcpMs: 1500, tbtMs: 100, cls: 0.01 })).toEqual([]);
    expect(missedGoals('home', { performance: 0.96, lcpMs: 1600, tbtMs: 90, cls: 0 })).toEqual([
      'performance 0.96 (goal ≥ 0.97)',
      'lcpMs 1600 (goal ≤ 1500)',
    ]);
    expect(missedGoals('login', { performance: 0.95, lcpMs: 9000, tbtMs: 900, cls: 0.5 })).toEqual([]);
    expect(missedGoals('promotions', { performance: null })).toEqual(['performance null (goal ≥ 0.95)']);
  });
});

describe('scripts before home is interactive', () => {
  it('is interactive at the load event, or at the end of the last long task after it', () => {
    expect(interactiveAtMs({ audits: pageLoad({ loadMs: 900, requests: [] }) })).toBe(900);
    const tasks = [
      { startTime: 1000, duration: 49 },
      { startTime: 1100, duration: 80 },
      { startTime: 400, duration: 300 },
    ];
    expect(interactiveAtMs({ audits: pageLoad({ loadMs: 900, tasks, requests: [] }) })).toBe(1180);
    expect(interactiveAtMs({ audits: {} })).toBeNull();
  });

  it('counts the scripts whose request started by then, on the navigation clock, and no other resource', () => {
    // Interactive at 900 ms: a request at 890 ms after the first one started 900 ms after the navigation.
    const requests = [script(0), script(800), script(890), script(891), script(100, 'Image'), script(5, 'Stylesheet')];
    expect(scriptsRequested({ audits: pageLoad({ loadMs: 900, requests }) })).toEqual({
      beforeInteractive: 3,
      total: 4,
      interactiveAtMs: 900,
    });
  });

  it('measures nothing when the run has no network record or no load event', () => {
    expect(scriptsRequested({ audits: { metrics: pageLoad({ loadMs: 900, requests: [] }).metrics } })).toBeNull();
    expect(
      scriptsRequested({ audits: { ...pageLoad({ loadMs: 900, requests: [script(0)] }), metrics: { details: { items: [{}] } } } }),
    ).toBeNull();
  });
});

describe('interaction figures', () => {
  it('takes the longest entry of each interaction that started after the act began', () => {
    const events = [
      { id: 1, start: 10, duration: 200 },
      { id: 2, start: 120, duration: 48 },
      { id: 2, start: 121, duration: 72 },
      { id: 3, start: 300, duration: 24 },
    ];
    expect(interactionDurations(events, 100)).toEqual([72, 24]);
  });

  it('keeps the median and the worst input-to-paint and the median route content, and says which goal they miss', () => {
    const figures = interactionFigures([
      { inputToPaintMs: 64, routeContentMs: 500 },
      { inputToPaintMs: 96, routeContentMs: 700 },
      { inputToPaintMs: 240, routeContentMs: 800 },
      { error: 'page.goto: timeout' },
    ]);
    expect(figures).toMatchObject({
      inputToPaintMs: 96,
      worstInputToPaintMs: 240,
      routeContentMs: 700,
      measuredRuns: 3,
      errors: ['page.goto: timeout'],
    });
    expect(figures.missedGoals).toEqual(['worst 240 ms (goal ≤ 200)', 'content after 700 ms (goal ≤ 600)']);
  });

  it('meets the goals of a quick interaction on the same screen', () => {
    expect(interactionFigures([{ inputToPaintMs: 40, routeContentMs: null }]).missedGoals).toEqual([]);
  });

  it('counts an interaction that measured nothing as missing its goal', () => {
    expect(interactionFigures([{ error: 'x' }]).missedGoals).toEqual(['input to paint null ms (goal ≤ 100)']);
  });
});
