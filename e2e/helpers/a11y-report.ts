import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/*
 * The accessibility journey's report: reports/a11y/<brand>.json and <brand>.md, written on every run, passing or
 * not. Each walk (role × language) runs in whichever worker picks it, so each writes its own part first and then
 * rewrites the brand's files from every part of this run (the run is told apart by the admin token
 * playwright.config.ts makes per run).
 */

export interface A11yNode {
  target: string;
  html: string;
  summary: string;
}

export interface A11yFinding {
  id: string;
  impact: string;
  help: string;
  helpUrl: string;
  nodes: A11yNode[];
}

export interface A11yPage {
  route: string;
  /** The address opened and the one the app settled on (a redirect shows here). */
  opened: string;
  settledOn: string;
  /** Milliseconds from the navigation to a settled page, and axe's own. */
  settleMs: number;
  axeMs: number;
  /** Serious and critical findings of the WCAG rules, and the landmark and heading-order ones: each fails the journey. */
  violations: A11yFinding[];
  /** The other findings (minor and moderate, best practices): reported, not failing. */
  lesser: { id: string; impact: string; nodes: number }[];
}

export interface A11yWalk {
  brand: string;
  role: string;
  language: string;
  seconds: number;
  pages: A11yPage[];
}

const reportDir = path.resolve(import.meta.dirname, '../../reports/a11y');
const runId = (process.env.PLATFORM_ADMIN_TOKEN ?? 'local').replace(/[^\w-]/g, '');

const partsDir = (brand: string) => path.join(reportDir, '.parts', brand);

function writeAtomically(file: string, text: string): void {
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, text);
  renameSync(temporary, file);
}

/** One line per page: the readable summary. */
export function summaryOf(brand: string, walks: A11yWalk[]): string {
  const lines = [`# Accessibility (axe, WCAG 2.x A/AA): ${brand}`, ''];
  const failing = walks.flatMap((walk) => walk.pages.filter((page) => page.violations.length).map((page) => ({ walk, page })));
  const pages = walks.reduce((sum, walk) => sum + walk.pages.length, 0);
  lines.push(
    `${pages} pages in ${walks.length} walks, ${failing.length} with serious or critical violations; ` +
      `walks took ${walks.map((walk) => `${walk.role}/${walk.language} ${walk.seconds.toFixed(1)} s`).join(', ')}.`,
    '',
  );
  for (const walk of walks) {
    lines.push(`## ${walk.role}, ${walk.language}`, '');
    for (const page of walk.pages) {
      const verdict = page.violations.length ? 'FAIL' : 'ok';
      const redirect = page.settledOn !== page.opened ? ` → ${page.settledOn}` : '';
      const lesser = page.lesser.length ? ` (minor/moderate: ${page.lesser.map((item) => `${item.id}×${item.nodes}`).join(', ')})` : '';
      lines.push(`- ${verdict} ${page.route} ${page.opened}${redirect}${lesser}`);
      for (const finding of page.violations) lines.push(`  - ${describeFinding(finding)}`);
    }
    lines.push('');
  }
  return lines.join('\n');
}

/** A finding as the assertion message and the summary show it. */
export function describeFinding(finding: A11yFinding): string {
  const nodes = finding.nodes.map((node) => `${node.target}: ${node.summary.replace(/\s+/g, ' ')}`).join('; ');
  return `${finding.impact} ${finding.id} (${finding.help}) on ${finding.nodes.length} node(s): ${nodes}`;
}

/** Records one walk and rewrites the brand's report from every walk of this run so far. */
export function recordWalk(walk: A11yWalk): void {
  const dir = partsDir(walk.brand);
  mkdirSync(dir, { recursive: true });
  writeAtomically(path.join(dir, `${runId}.${walk.role}.${walk.language}.json`), JSON.stringify(walk));
  const files = readdirSync(dir);
  // An earlier run's parts would mix into this run's report.
  for (const file of files.filter((name) => !name.startsWith(`${runId}.`))) rmSync(path.join(dir, file), { force: true });
  const walks = files
    .filter((file) => file.startsWith(`${runId}.`) && file.endsWith('.json'))
    .sort()
    .map((file) => JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as A11yWalk);
  const report = {
    brand: walk.brand,
    seconds: Number(walks.reduce((sum, each) => sum + each.seconds, 0).toFixed(1)),
    pages: walks.reduce((sum, each) => sum + each.pages.length, 0),
    failingPages: walks.reduce((sum, each) => sum + each.pages.filter((page) => page.violations.length).length, 0),
    walks,
  };
  writeAtomically(path.join(reportDir, `${walk.brand}.json`), `${JSON.stringify(report, null, 2)}\n`);
  writeAtomically(path.join(reportDir, `${walk.brand}.md`), `${summaryOf(walk.brand, walks)}\n`);
}
