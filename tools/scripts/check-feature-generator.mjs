// `node tools/scripts/check-feature-generator.mjs`: does a feature made by `nx g @playdeck/workspace:feature`, with a second
// screen added by `nx g @playdeck/workspace:screen`, pass the workspace's checks as generated? In a throw-away clone of the
// working tree (uncommitted changes included, node_modules hard-linked), generates demo-feature and demo-screen, then
// type-checks the workspace, lints and formats the new and edited files, and runs the new specs with the specs that list
// every route or text. Prints each step's time; removes the clone.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const workspaceRoot = path.resolve(import.meta.dirname, '../..');
const FEATURE = 'demo-feature';
const SCREEN = 'demo-screen';
const env = {
  ...process.env,
  VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true',
  NX_NO_CLOUD: 'true',
  NX_DAEMON: 'false',
  NX_TUI: 'false',
  NX_SKIP_NX_CACHE: 'true',
};

/** The specs a new route or text group must keep passing (they write every route, path or key out). */
const COVERAGE_SPECS = [
  'libs/features/shell/src/routes/resolve-route.spec.ts',
  'libs/features/shell/src/routes/route-stories.spec.ts',
  'libs/features/shell/src/routes/can-access.spec.ts',
  'libs/features/shell/src/layout/layout-rules.spec.ts',
  'libs/i18n/src/dictionaries.spec.ts',
  'libs/i18n/src/one-name.spec.ts',
  'tools/ci/a11y-routes.spec.ts',
];

const git = (...args) => execFileSync('git', args, { cwd: workspaceRoot, encoding: 'utf8' });

function cloneWorkingTree() {
  const clone = mkdtempSync(path.join(tmpdir(), 'playdeck-feature-check-'));
  execFileSync('git', ['clone', '-q', '--shared', '--no-checkout', workspaceRoot, clone]);
  execFileSync('git', ['checkout', '-q', git('rev-parse', 'HEAD').trim()], { cwd: clone });
  // What is not committed yet: edits to tracked files, then new files.
  const changes = git('diff', 'HEAD', '--binary');
  if (changes) execFileSync('git', ['apply', '--whitespace=nowarn'], { cwd: clone, input: changes });
  for (const file of git('ls-files', '--others', '--exclude-standard', '-z').split('\0').filter(Boolean)) {
    mkdirSync(path.dirname(path.join(clone, file)), { recursive: true });
    cpSync(path.join(workspaceRoot, file), path.join(clone, file));
  }
  // Committed in the clone, so what the generator writes is all its `git status` shows.
  const identity = ['-c', 'user.name=feature-check', '-c', 'user.email=feature-check@localhost'];
  execFileSync('git', ['add', '-A'], { cwd: clone });
  execFileSync('git', [...identity, 'commit', '-q', '--allow-empty', '--no-verify', '-m', 'working tree'], { cwd: clone });
  execFileSync('cp', ['-al', path.join(workspaceRoot, 'node_modules'), path.join(clone, 'node_modules')]);
  return clone;
}

const timings = [];
function step(name, run) {
  const started = performance.now();
  process.stdout.write(`${name} … `);
  try {
    run();
  } finally {
    const seconds = (performance.now() - started) / 1000;
    timings.push([name, seconds]);
    console.log(`${seconds.toFixed(1)} s`);
  }
}

const started = performance.now();
let clone;
try {
  step('clone the working tree', () => {
    clone = cloneWorkingTree();
  });
  const run = (command, args) => execFileSync(command, args, { cwd: clone, env, stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8' });
  const node = (script, ...args) => run('node', [`node_modules/${script}`, ...args]);
  let touched = [];
  step(`nx g @playdeck/workspace:feature ${FEATURE}`, () => {
    node('nx/dist/bin/nx.js', 'g', '@playdeck/workspace:feature', FEATURE, '--no-interactive');
  });
  step(`nx g @playdeck/workspace:screen ${FEATURE} ${SCREEN}`, () => {
    node('nx/dist/bin/nx.js', 'g', '@playdeck/workspace:screen', FEATURE, SCREEN, '--no-interactive');
    touched = run('git', ['status', '--porcelain', '--untracked-files=all'])
      .split('\n')
      .filter(Boolean)
      .map((line) => line.slice(3));
    if (!existsSync(path.join(clone, `libs/features/${FEATURE}/src/index.ts`)))
      throw new Error(`the generator wrote no libs/features/${FEATURE}`);
  });
  const code = touched.filter((file) => /\.(ts|tsx|mjs)$/.test(file));
  step('tsc (the workspace)', () => node('typescript/bin/tsc', '-p', 'tsconfig.json', '--noEmit'));
  // The boundary rule reads the project graph (the new project's tags): without one it skips itself (`npm run lint` too).
  step('nx project graph', () => node('nx/dist/bin/nx.js', 'show', 'projects'));
  step(`eslint (${code.length} new and edited files)`, () => node('eslint/bin/eslint.js', ...code, '--max-warnings=0'));
  step(`prettier --check (${touched.length} files)`, () => node('prettier/bin/prettier.cjs', '--check', ...touched));
  step('vitest (the feature and the route and text coverage specs)', () => {
    const output = node('vitest/vitest.mjs', 'run', `libs/features/${FEATURE}/`, ...COVERAGE_SPECS);
    process.stdout.write(
      output
        .split('\n')
        .filter((line) => /Test Files|Tests /.test(line))
        .join(', ') + ' ',
    );
  });
  console.log(`\nThe generated feature passes: ${((performance.now() - started) / 1000).toFixed(1)} s in all.`);
} catch (error) {
  if (error.stdout) process.stdout.write(error.stdout);
  console.error(`\nThe generated feature fails: ${error.message.split('\n')[0]}`);
  process.exitCode = 1;
} finally {
  if (clone) rmSync(clone, { recursive: true, force: true });
}
