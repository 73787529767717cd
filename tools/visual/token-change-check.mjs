#!/usr/bin/env node
// Checks that the visual snapshots catch a theme change in the brand it was made in, and only there: one colour
// token of one brand nudged by a single step in brand.json (tools/scripts/storybook-variant.mjs builds that
// Storybook in a copy of the workspace). visual.mjs takes the same stories from this checkout's Storybook as
// baselines of the run's own (so the check does not depend on the committed ones), then compares the variant
// Storybook with them: the changed brand must fail with a diff image per changed picture and its HTML report, every
// other brand must pass unchanged.
// Usage: token-change-check.mjs [--variant-built]   (--variant-built: dist/storybook-variant is this checkout's)
// Needs the static Storybook in dist/storybook. Ends with `N passed, N failed` (one per brand), exit 1 on a failure.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { VARIANT_DIR, buildStorybookVariant, readVariant } from '../scripts/storybook-variant.mjs';
import { brandIds } from '../ci/brand-matrix.mjs';
import { STORYBOOK_DIR, workspaceRoot } from './plan.mjs';

/** A small but telling set: every colour token with its ratios, a whole screen, every button variant. */
export const CHECKED_STORIES = ['brand--tokens-and-components', 'screens-login--sign-in', 'ui-button--all-variants'];
const BASELINES = 'dist/visual-token-check';
export const REPORT = 'reports/visual/token-change';

/** Runs visual.mjs on `storybook` against this check's baselines; returns its exit status. */
function visual(storybook, reportRoot, extra = []) {
  const stories = CHECKED_STORIES.flatMap((story) => ['--story', story]);
  // Two tries, as before the stage's third: the nudged brand's pictures differ every time, and each try costs.
  const answer = spawnSync(process.execPath, [path.join(import.meta.dirname, 'visual.mjs'), ...stories, '--tries', '2', ...extra], {
    cwd: workspaceRoot,
    env: { ...process.env, VISUAL_STORYBOOK_DIR: storybook, VISUAL_BASELINE_ROOT: BASELINES, VISUAL_REPORT_ROOT: reportRoot },
    stdio: 'inherit',
  });
  return answer.status;
}

/**
 * What the run must show, brand by brand: the changed brand fails (changed pictures, each with its diff image, and
 * the report page), the others pass with every picture unchanged. Pure over the report folder; returns one
 * { brand, ok, reason } per brand.
 */
export function judgeTokenChange(reportRoot, brands, changedBrand) {
  return brands.map((brand) => {
    const dir = path.join(reportRoot, brand);
    const summaryFile = path.join(dir, 'summary.json');
    if (!existsSync(summaryFile)) return { brand, ok: false, reason: `no summary.json in ${dir}` };
    const { passed, changed, missing, errors } = JSON.parse(readFileSync(summaryFile, 'utf8'));
    // One diff per changed picture: its last try's (earlier tries' are kept as <picture>.try<N>.diff.png).
    const diffs = readdirSync(dir).filter((file) => file.endsWith('.diff.png') && !/\.try\d+\.diff\.png$/.test(file));
    const figures = `${passed} unchanged, ${changed} changed, ${missing} without a baseline, ${errors} failed to render`;
    if (missing || errors) return { brand, ok: false, reason: figures };
    if (brand !== changedBrand)
      return changed === 0
        ? { brand, ok: true, reason: figures }
        : { brand, ok: false, reason: `${figures}: another brand's token changed it` };
    if (changed === 0) return { brand, ok: false, reason: `${figures}: its own token change went unseen` };
    if (diffs.length !== changed) return { brand, ok: false, reason: `${figures}, but ${diffs.length} diff images` };
    if (!existsSync(path.join(dir, 'index.html'))) return { brand, ok: false, reason: `${figures}, but no report page` };
    return { brand, ok: true, reason: `${figures}, each with a diff image; report ${path.relative(workspaceRoot, dir)}/index.html` };
  });
}

async function main() {
  const started = Date.now();
  if (!existsSync(path.join(workspaceRoot, STORYBOOK_DIR, 'index.json'))) {
    console.error(`No static Storybook in ${STORYBOOK_DIR}/: build it first with npm run build-storybook`);
    return 2;
  }
  const variant = process.argv.includes('--variant-built') ? readVariant() : buildStorybookVariant();
  if (!variant) {
    console.error(`No variant Storybook in ${VARIANT_DIR}/: node tools/scripts/storybook-variant.mjs builds it`);
    return 2;
  }
  const { brand: changedBrand, token, from, to } = variant.changed;
  console.log(`Token change: ${changedBrand}'s theme.colors.${token} ${from} → ${to} (${VARIANT_DIR}/)`);
  rmSync(path.join(workspaceRoot, BASELINES), { recursive: true, force: true });
  rmSync(path.join(workspaceRoot, REPORT), { recursive: true, force: true });
  try {
    // This checkout's pictures of the stories, as the baselines (the reference run's own report is thrown away).
    if (visual(STORYBOOK_DIR, `${BASELINES}/reference-report`, ['--accept']) !== 0) {
      console.error('The reference pictures could not be taken from dist/storybook');
      return 1;
    }
    visual(VARIANT_DIR, REPORT);
  } finally {
    rmSync(path.join(workspaceRoot, BASELINES), { recursive: true, force: true });
  }
  const results = judgeTokenChange(path.join(workspaceRoot, REPORT), brandIds(workspaceRoot), changedBrand);
  console.log('');
  for (const { brand, ok, reason } of results)
    console.log(`${ok ? 'ok' : 'FAILED'}: ${brand}${brand === changedBrand ? ' (token changed)' : ''}: ${reason}`);
  const failed = results.filter((result) => !result.ok).length;
  console.log(`Token-change check took ${((Date.now() - started) / 1000).toFixed(1)} s`);
  console.log(`${results.length - failed} passed, ${failed} failed`);
  return failed === 0 ? 0 : 1;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exitCode = await main();
