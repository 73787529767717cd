// What a visual run captures: every story of the static Storybook, for every brand of brands/, in the brand's
// default language, and whole screens ('Screens/...') in every language the brand offers. Pure: no browser here.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brandIds } from '../ci/brand-matrix.mjs';
import { EXCLUDED_STORIES } from './exclusions.mjs';

export const workspaceRoot = path.resolve(import.meta.dirname, '../..');
/**
 * Committed baselines: one folder per brand, so one brand's change touches one folder. The three folders (relative
 * to the workspace) can be set by VISUAL_BASELINE_ROOT, VISUAL_STORYBOOK_DIR and VISUAL_REPORT_ROOT: the
 * token-change check (token-change-check.mjs) runs this tool on a second Storybook against baselines of its own.
 */
export const BASELINE_ROOT = process.env.VISUAL_BASELINE_ROOT || 'visual';
export const STORYBOOK_DIR = process.env.VISUAL_STORYBOOK_DIR || 'dist/storybook';
export const REPORT_ROOT = process.env.VISUAL_REPORT_ROOT || 'reports/visual';
export const SCREEN_PREFIX = 'Screens/';
/** A story with this Storybook tag is captured in a page loaded for it alone (its screen keeps state per page). */
export const FRESH_PAGE_TAG = 'visual-fresh-page';
/**
 * A story with this tag is pictured as the phone's screen shows it, not as a whole page: for a windowed list (the
 * game grid) that draws only the rows near the screen. A full-page capture lays the page out taller for a moment,
 * and the grid then drew more rows, some with their art half in, differently each run.
 */
export const PHONE_SCREEN_TAG = 'visual-phone-screen';

/** The command that accepts a brand's pictures (printed in messages and the report). */
export const acceptCommand = (brand) => (brand ? `npm run visual -- --brand ${brand} --accept` : 'npm run visual:accept');

/** Each brand's id and languages, read from brands/<id>/brand.json (a generator-made brand included). */
export function readBrands(root = workspaceRoot) {
  return brandIds(root).map((id) => {
    const file = path.join(root, 'brands', id, 'brand.json');
    const { languages } = JSON.parse(readFileSync(file, 'utf8'));
    if (!languages?.default || !Array.isArray(languages.supported) || languages.supported.length === 0)
      throw new Error(`brands/${id}/brand.json: "languages" needs a default and a list of supported languages`);
    const supported = languages.supported.includes(languages.default) ? languages.supported : [languages.default, ...languages.supported];
    return { id, defaultLanguage: languages.default, languages: supported };
  });
}

/** The stories of Storybook's index.json (docs pages are not pictures), in index order. */
export function storiesOf(index) {
  if (!index || typeof index.entries !== 'object') throw new Error('index.json has no "entries": is it a Storybook 7+ build?');
  return Object.values(index.entries).filter((entry) => entry.type === 'story');
}

/** The exclusion rule that leaves a story out, if any. */
export function exclusionOf(story, rules = EXCLUDED_STORIES) {
  return rules.find((rule) => rule.storyId === story.id || (rule.titlePrefix && story.title.startsWith(rule.titlePrefix)));
}

export const isScreen = (story) => story.title.startsWith(SCREEN_PREFIX);

/** A baseline's file name inside its brand's folder: the story id and the language it was taken in. */
export const shotFile = (storyId, language) => `${storyId}.${language.toLowerCase()}.png`;

/**
 * The pictures of one brand: each story once in the brand's default language, screens in each of its languages.
 * `only` narrows to stories whose id contains one of its strings.
 */
export function shotsOf(brand, stories, { rules = EXCLUDED_STORIES, only = [], languages: wanted = [] } = {}) {
  const shots = [];
  for (const story of stories) {
    if (exclusionOf(story, rules)) continue;
    if (only.length && !only.some((part) => story.id.includes(part))) continue;
    const languages = (isScreen(story) ? brand.languages : [brand.defaultLanguage]).filter(
      (language) => wanted.length === 0 || wanted.includes(language),
    );
    for (const language of languages)
      shots.push({
        brand: brand.id,
        language,
        storyId: story.id,
        title: `${story.title} / ${story.name}`,
        screen: isScreen(story),
        freshPage: (story.tags ?? []).includes(FRESH_PAGE_TAG),
        phoneScreen: (story.tags ?? []).includes(PHONE_SCREEN_TAG),
        file: shotFile(story.id, language),
      });
  }
  return shots;
}

/** Stories left out by a rule, with the rule's reason (printed by every run, so nothing is left out silently). */
export function excludedStories(stories, rules = EXCLUDED_STORIES) {
  return stories.flatMap((story) => {
    const rule = exclusionOf(story, rules);
    return rule ? [{ storyId: story.id, reason: rule.reason }] : [];
  });
}

/** Baseline files (PNG names) in a brand's folder; none when the folder is missing. */
export function baselineFiles(brand, root = workspaceRoot) {
  const dir = path.join(root, BASELINE_ROOT, brand);
  return existsSync(dir)
    ? readdirSync(dir)
        .filter((name) => name.endsWith('.png'))
        .sort()
    : [];
}

/** Baselines no shot of this run names (a story renamed or removed): the accept command removes them. */
export function staleBaselines(shots, files) {
  const wanted = new Set(shots.map((shot) => shot.file));
  return files.filter((file) => !wanted.has(file));
}

/** What a brand with no baselines at all is told: a designer reviews its whole set before it is accepted. */
export function missingBaselinesMessage(brand, count) {
  return (
    `Brand "${brand}" has no visual baselines (${BASELINE_ROOT}/${brand}/ is empty or missing): its ${count} pictures ` +
    `are in ${REPORT_ROOT}/${brand}/index.html. Review them, then accept them with: ${acceptCommand(brand)}`
  );
}

/** What a run says for pictures without a baseline in a brand that has others (a new story or language). */
export function newShotsMessage(brand, count) {
  return (
    `Brand "${brand}": ${count} picture${count === 1 ? ' has' : 's have'} no baseline yet (a new story or language). ` +
    `Review them in ${REPORT_ROOT}/${brand}/index.html, then accept them with: ${acceptCommand(brand)}`
  );
}

/**
 * The last line of a run that had failures: every failed picture by brand and file, with what went wrong. It comes
 * after the `N passed, N failed` line, so a log cut to its last lines still names them.
 */
export const FAILED_PICTURES_PREFIX = 'Failed pictures: ';

/** That line for failed results ({ brand, file, status }), or undefined when none failed. */
export function failedPicturesLine(results) {
  const failed = results.filter((result) => !['passed', 'accepted'].includes(result.status));
  return failed.length
    ? `${FAILED_PICTURES_PREFIX}${failed.map((result) => `${result.brand}/${result.file} (${result.status})`).join(', ')}`
    : undefined;
}

/** The failed pictures a run's output names in its last such line (brand/file (status) each), or []. */
export function failedPicturesOf(output) {
  const line = output
    .split('\n')
    .filter((text) => text.startsWith(FAILED_PICTURES_PREFIX))
    .at(-1);
  return line ? line.slice(FAILED_PICTURES_PREFIX.length).trim().split(', ').filter(Boolean) : [];
}

const USAGE =
  'Usage: visual.mjs [--brand <id>]... [--story <part-of-id>]... [--language <code>]... [--accept] [--port N] [--workers N] [--tries N] [--fresh]';

/**
 * The command line: brands (default every brand), story filters, --accept, the Storybook server's port (0: any
 * free one), the number of pages capturing side by side, how many tries a differing picture gets (3: in its page,
 * afresh in that page, in a new page), and --fresh (a new page load per story, to check that
 * switching stories inside one page changes nothing). Returns { error } on a bad argument.
 */
export function parseArgs(args, known, env = process.env) {
  const options = {
    brands: [],
    only: [],
    languages: [],
    accept: false,
    port: Number(env.VISUAL_PORT ?? 0),
    workers: 2,
    tries: 3,
    fresh: false,
  };
  const value = (index, flag) => {
    const next = args[index + 1];
    return next === undefined || next.startsWith('--') ? { error: `${flag} needs a value. ${USAGE}` } : { next };
  };
  for (let index = 0; index < args.length; index++) {
    const arg = args[index];
    if (arg === '--accept') options.accept = true;
    else if (arg === '--fresh') options.fresh = true;
    else if (['--brand', '--story', '--language', '--port', '--workers', '--tries'].includes(arg)) {
      const { next, error } = value(index, arg);
      if (error) return { error };
      index++;
      if (arg === '--brand') {
        if (!known.includes(next)) return { error: `"${next}" is not a brand folder with a brand.json (brands: ${known.join(', ')})` };
        options.brands.push(next);
      } else if (arg === '--story') options.only.push(next);
      // A brand's new language: its pictures alone, taken or accepted without touching the other languages' baselines.
      else if (arg === '--language') options.languages.push(next.toUpperCase());
      else {
        const number = Number(next);
        const [low, high, wanted] =
          arg === '--port'
            ? [0, 65535, 'a port number (0 for any free one)']
            : arg === '--tries'
              ? [1, 3, 'a number from 1 to 3']
              : [1, 8, 'a number from 1 to 8'];
        if (!(Number.isInteger(number) && number >= low && number <= high)) return { error: `${arg} needs ${wanted}. ${USAGE}` };
        options[arg.slice(2)] = number;
      }
    } else return { error: `Unknown argument ${arg}. ${USAGE}` };
  }
  if (!Number.isInteger(options.port) || options.port < 0 || options.port > 65535)
    return { error: `VISUAL_PORT needs a port number. ${USAGE}` };
  if (options.brands.length === 0) options.brands = [...known];
  return options;
}
