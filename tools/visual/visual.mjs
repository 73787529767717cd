#!/usr/bin/env node
// Visual snapshots per brand: every story of the static Storybook (dist/storybook) in Chromium at a phone
// viewport, for every brand of brands/ (screens in each of the brand's languages), compared with the baselines
// committed in visual/<brand>/. Changed pictures, pictures without a baseline and stories that fail to render fail
// the run; reports/visual/<brand>/index.html shows them. `--accept` writes the new pictures as baselines instead.
// Usage: visual.mjs [--brand <id>]... [--story <part-of-id>]... [--language <code>]... [--accept] [--port N] [--workers N] [--tries N] [--fresh]
// Ends with `N passed, N failed` (one per picture), exit 1 on a failure, 2 on bad arguments or no Storybook build.
import { existsSync, mkdirSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brandIds } from '../ci/brand-matrix.mjs';
import { captureShot, openBrowser } from './capture.mjs';
import { comparePng, encodePng } from './compare.mjs';
import { pinnedFontEnv } from './fonts.mjs';
import {
  BASELINE_ROOT,
  REPORT_ROOT,
  STORYBOOK_DIR,
  baselineFiles,
  excludedStories,
  failedPicturesLine,
  missingBaselinesMessage,
  newShotsMessage,
  parseArgs,
  readBrands,
  shotsOf,
  staleBaselines,
  storiesOf,
  workspaceRoot,
} from './plan.mjs';
import { brandReportHtml, reportFiles, writeIndex } from './report.mjs';
import { serveFolder } from '../scripts/serve-static.mjs';

/** Compares (or accepts) one captured picture; writes the report's pictures for a failure. Returns its result. */
async function judge(shot, capture, { accept, reportDir, dryRun = false }) {
  const base = { ...shot };
  if (capture.error) return { ...base, status: 'error', error: capture.error };
  const baselineFile = path.join(workspaceRoot, BASELINE_ROOT, shot.brand, shot.file);
  const files = reportFiles(shot.file);
  const hasBaseline = existsSync(baselineFile);
  const baseline = hasBaseline ? readFileSync(baselineFile) : undefined;
  const comparison = baseline ? await comparePng(baseline, capture.png) : undefined;
  if (comparison?.equal) return { ...base, status: 'passed' };
  if (dryRun) return { ...base, status: comparison ? 'changed' : 'missing', diffPng: comparison?.diffPng };
  const png = await encodePng(capture.png);
  if (accept) {
    writeFileSync(baselineFile, png);
    return { ...base, status: 'accepted', was: hasBaseline ? 'changed' : 'missing' };
  }
  writeFileSync(path.join(reportDir, files.actual), png);
  if (!comparison) return { ...base, status: 'missing' };
  writeFileSync(path.join(reportDir, files.expected), baseline);
  writeFileSync(path.join(reportDir, files.diff), comparison.diffPng);
  return { ...base, status: 'changed', changed: comparison.changed, sizes: comparison.sizes };
}

/**
 * Keeps what a try that did not match saw (its picture and diff, or its error) beside the report, named
 * <story>.<language>.try<N>.*, and returns what the report and summary say of it.
 */
async function keepTry(reportDir, shot, capture, judged, number) {
  const base = shot.file.replace(/\.png$/, `.try${number}`);
  if (judged.status === 'error') return { number, error: judged.error };
  writeFileSync(path.join(reportDir, `${base}.actual.png`), await encodePng(capture.png));
  if (judged.diffPng) writeFileSync(path.join(reportDir, `${base}.diff.png`), judged.diffPng);
  return { number, actual: `${base}.actual.png`, diff: judged.diffPng ? `${base}.diff.png` : undefined };
}

async function main() {
  const options = parseArgs(process.argv.slice(2), brandIds());
  if (options.error) {
    console.error(options.error);
    return 2;
  }
  const storybook = path.join(workspaceRoot, STORYBOOK_DIR);
  const indexFile = path.join(storybook, 'index.json');
  if (!existsSync(indexFile)) {
    console.error(`No static Storybook in ${STORYBOOK_DIR}/: build it first with npm run build-storybook`);
    return 2;
  }
  const started = Date.now();
  const stories = storiesOf(JSON.parse(readFileSync(indexFile, 'utf8')));
  const brands = readBrands().filter((brand) => options.brands.includes(brand.id));
  const excluded = excludedStories(stories);
  for (const { storyId, reason } of excluded) console.log(`left out: ${storyId} (${reason})`);

  const plans = brands.map((brand) => {
    const shots = shotsOf(brand, stories, { only: options.only, languages: options.languages });
    const files = baselineFiles(brand.id);
    const reportDir = path.join(workspaceRoot, REPORT_ROOT, brand.id);
    rmSync(reportDir, { recursive: true, force: true });
    mkdirSync(reportDir, { recursive: true });
    if (options.accept) mkdirSync(path.join(workspaceRoot, BASELINE_ROOT, brand.id), { recursive: true });
    return {
      brand,
      shots,
      files,
      reportDir,
      stale: options.only.length || options.languages.length ? [] : staleBaselines(shots, files),
      results: [],
    };
  });
  const queue = plans.flatMap((plan) => plan.shots.map((shot) => ({ shot, plan })));
  // Brand by brand, language by language (story order kept): each worker reloads its page only when those change.
  const order = (entry) => `${entry.shot.brand}\u0000${entry.plan.brand.languages.indexOf(entry.shot.language)}`;
  queue.sort((a, b) => (order(a) < order(b) ? -1 : order(a) > order(b) ? 1 : 0));
  console.log(
    `Visual snapshots: ${queue.length} pictures of ${stories.length - excluded.length} stories for ${brands.map((brand) => `${brand.id} (${brand.languages.join(', ')})`).join(', ')}${options.accept ? ', accepting' : ''}`,
  );

  const fontDir = path.join(tmpdir(), `playdeck-visual-${process.pid}`);
  const fonts = pinnedFontEnv(fontDir);
  if (fonts.error) {
    console.error(fonts.error);
    return 2;
  }
  const server = await serveFolder(storybook, options.port);
  const { browser, newContext } = await openBrowser({ env: fonts.env });
  try {
    let next = 0;
    const worker = async () => {
      const context = await newContext();
      const page = await context.newPage();
      while (next < queue.length) {
        const { shot, plan } = queue[next++];
        const shotStarted = Date.now();
        const take = (target, fresh) =>
          captureShot(target, server.url, shot, { fresh }).catch((error) => ({ error: error.message.split('\n')[0] }));
        let capture = await take(page, options.fresh);
        // A picture that differs (or a story that failed) is taken again before it counts: first with the story
        // loaded afresh in this page, then in a new page of its own. A real change differs every time; a hiccup of
        // a loaded machine does not. What the earlier tries saw stays in the report folder, for finding the cause.
        const tries = [];
        let judged;
        if (!options.accept) {
          for (const where of [...['page', 'new page'].slice(0, options.tries - 1), undefined]) {
            judged = await judge(shot, capture, { accept: false, reportDir: plan.reportDir, dryRun: true });
            if (!where || (judged.status !== 'changed' && judged.status !== 'error')) break;
            tries.push(await keepTry(plan.reportDir, shot, capture, judged, tries.length + 1));
            capture = where === 'page' ? await take(page, true) : await inNewPage(context, (spare) => take(spare, true));
          }
        }
        if (options.accept || judged.status !== 'passed')
          judged = await judge(shot, capture, { accept: options.accept, reportDir: plan.reportDir });
        const result = { ...judged, retried: tries.length > 0, tries, ms: Date.now() - shotStarted, settle: capture.settle };
        plan.results.push(result);
        if (result.status !== 'passed')
          console.log(`${result.status}: ${shot.brand} ${shot.file}${result.error ? ` (${result.error})` : ''}`);
        else if (result.retried) console.log(`matched on try ${tries.length + 1}: ${shot.brand} ${shot.file}`);
      }
      await context.close();
    };
    const inNewPage = async (context, capture) => {
      const spare = await context.newPage();
      try {
        return await capture(spare);
      } finally {
        await spare.close();
      }
    };
    await Promise.all(Array.from({ length: Math.min(options.workers, queue.length || 1) }, worker));
  } finally {
    await browser.close();
    await server.close();
    rmSync(fontDir, { recursive: true, force: true });
  }

  const seconds = (Date.now() - started) / 1000;
  let passed = 0;
  let failed = 0;
  for (const plan of plans) {
    const id = plan.brand.id;
    const tally = (status) => plan.results.filter((result) => result.status === status).length;
    if (options.accept) for (const file of plan.stale) unlinkSync(path.join(workspaceRoot, BASELINE_ROOT, id, file));
    const summary = {
      passed: tally('passed') + tally('accepted'),
      changed: tally('changed'),
      missing: tally('missing'),
      errors: tally('error'),
      accepted: tally('accepted'),
      // Pictures that matched only on a later try: a story worth making stiller if it keeps coming back.
      retriedAndPassed: plan.results.filter((result) => result.retried && result.status === 'passed').map((result) => result.file),
      stale: plan.stale,
      seconds,
      finishedAt: new Date().toISOString(),
    };
    passed += summary.passed;
    failed += summary.changed + summary.missing + summary.errors;
    writeFileSync(path.join(plan.reportDir, 'summary.json'), `${JSON.stringify(summary, null, 2)}\n`);
    const timings = plan.results.map(({ file, status, ms, settle }) => ({ file, status, ms, settle }));
    writeFileSync(path.join(plan.reportDir, 'timings.json'), `${JSON.stringify(timings, null, 1)}\n`);
    writeFileSync(
      path.join(plan.reportDir, 'index.html'),
      brandReportHtml({ brand: id, results: plan.results, stale: plan.stale, excluded, seconds, accepted: options.accept }),
    );
    console.log(
      `\n${id}: ${summary.passed} unchanged${options.accept ? ` (${summary.accepted} written)` : ''}, ${summary.changed} changed, ${summary.missing} without a baseline, ${summary.errors} failed to render` +
        (plan.stale.length
          ? `; ${plan.stale.length} stale baseline${plan.stale.length === 1 ? '' : 's'} ${options.accept ? 'removed' : '(the accept command removes them)'}`
          : ''),
    );
    if (summary.retriedAndPassed.length) console.log(`matched only on a later try: ${summary.retriedAndPassed.join(', ')}`);
    if (summary.missing)
      console.log(plan.files.length === 0 ? missingBaselinesMessage(id, summary.missing) : newShotsMessage(id, summary.missing));
    if (summary.changed)
      console.log(`Report: ${REPORT_ROOT}/${id}/index.html; if the changes are intended: npm run visual -- --brand ${id} --accept`);
  }
  writeIndex(path.join(workspaceRoot, REPORT_ROOT));
  const slowest = plans
    .flatMap((plan) => plan.results)
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 8);
  console.log(`Slowest: ${slowest.map((result) => `${result.brand} ${result.file} ${(result.ms / 1000).toFixed(1)} s`).join(', ')}`);
  console.log(`\nVisual snapshots took ${seconds.toFixed(1)} s (${queue.length} pictures, ${options.workers} workers)`);
  console.log(`${passed} passed, ${failed} failed`);
  // Last of all, so a log cut to its tail still names them.
  const failedLine = failedPicturesLine(plans.flatMap((plan) => plan.results));
  if (failedLine) console.log(failedLine);
  return failed === 0 ? 0 : 1;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exitCode = await main();
