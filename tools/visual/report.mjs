// The HTML report of a visual run: one page per brand (reports/visual/<brand>/index.html) with each changed
// picture as baseline, new picture and diff side by side, the pictures with no baseline yet, stories that failed
// to render and baselines no story names any more; and reports/visual/index.html linking the brands' pages.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { MASKED_ELEMENTS } from './exclusions.mjs';
import { acceptCommand } from './plan.mjs';

const escape = (text) =>
  String(text).replace(/[&<>"']/g, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character]);

/** Names of a shot's pictures in the report folder. */
export const reportFiles = (file) => {
  const base = file.replace(/\.png$/, '');
  return { expected: `${base}.expected.png`, actual: `${base}.actual.png`, diff: `${base}.diff.png` };
};

const STYLE = `body{font:14px/1.4 system-ui,sans-serif;margin:24px;color:#111}h1{font-size:20px}h2{font-size:16px;margin-top:32px}
.shot{border-top:1px solid #ccc;padding:12px 0}.row{display:flex;gap:12px;align-items:flex-start;overflow-x:auto}
figure{margin:0}figcaption{font-size:12px;color:#555}img{border:1px solid #999;max-width:300px}code{background:#f2f2f2;padding:1px 4px}
.ok{color:#166534}.bad{color:#b91c1c}`;

/** One brand's report page (pure: returns the HTML). */
export function brandReportHtml({ brand, results, stale, excluded, seconds, accepted }) {
  const changed = results.filter((result) => result.status === 'changed');
  const missing = results.filter((result) => result.status === 'missing');
  const errors = results.filter((result) => result.status === 'error');
  const passed = results.filter((result) => result.status === 'passed' || result.status === 'accepted').length;
  const picture = (file, caption) =>
    `<figure><a href="${escape(file)}"><img src="${escape(file)}" alt="${escape(caption)}"></a><figcaption>${escape(caption)}</figcaption></figure>`;
  const heading = (result) =>
    `<h3>${escape(result.title)} <small>(${escape(result.language)})</small></h3><p><code>${escape(result.file)}</code></p>`;
  const retried = results.filter((result) => result.status === 'passed' && result.tries?.length);
  // What each try that did not match saw: its picture and diff, or its error.
  const tryPictures = (result) =>
    (result.tries ?? []).length
      ? `<div class="row">${result.tries
          .map((attempt) =>
            attempt.error
              ? `<p class="bad">Try ${attempt.number}: ${escape(attempt.error)}</p>`
              : picture(attempt.actual, `Try ${attempt.number}`) +
                (attempt.diff ? picture(attempt.diff, `Try ${attempt.number}: diff`) : ''),
          )
          .join('')}</div>`
      : '';
  const section = (title, items, render) =>
    items.length ? `<h2>${escape(title)} (${items.length})</h2>${items.map(render).join('\n')}` : '';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Visual snapshots: ${escape(brand)}</title><style>${STYLE}</style></head><body>
<h1>Visual snapshots of brand ${escape(brand)}</h1>
<p class="${changed.length + missing.length + errors.length ? 'bad' : 'ok'}">${passed} unchanged${accepted ? ' or accepted' : ''}, ${changed.length} changed, ${missing.length} without a baseline, ${errors.length} failed to render, in ${seconds.toFixed(1)} s.</p>
${changed.length || missing.length ? `<p>If every change below is intended, accept them: <code>${escape(acceptCommand(brand))}</code> (then commit <code>visual/${escape(brand)}/</code>).</p>` : ''}
${section('Changed', changed, (result) => {
  const files = reportFiles(result.file);
  return `<div class="shot">${heading(result)}<p>${result.changed} pixels differ${result.sizes ? ` (baseline ${result.sizes.baseline.join('×')}, now ${result.sizes.actual.join('×')})` : ''}.</p><div class="row">${picture(files.expected, 'Baseline')}${picture(files.actual, 'Now')}${picture(files.diff, 'Diff: changed pixels in red')}</div>${tryPictures(result)}</div>`;
})}
${section('Matched only on a later try (what the earlier tries saw: worth making the story stiller)', retried, (result) => `<div class="shot">${heading(result)}${tryPictures(result)}</div>`)}
${section('No baseline yet', missing, (result) => `<div class="shot">${heading(result)}<div class="row">${picture(reportFiles(result.file).actual, 'Now')}</div></div>`)}
${section('Failed to render', errors, (result) => `<div class="shot">${heading(result)}<p class="bad">${escape(result.error)}</p></div>`)}
${section('Baselines no story names any more (the accept command removes them)', stale, (file) => `<p><code>${escape(file)}</code></p>`)}
${section('Stories left out (tools/visual/exclusions.mjs)', excluded, (entry) => `<p><code>${escape(entry.storyId)}</code>: ${escape(entry.reason)}</p>`)}
${section('Painted over in every picture (tools/visual/exclusions.mjs)', MASKED_ELEMENTS, (entry) => `<p><code>${escape(entry.selector)}</code>: ${escape(entry.reason)}</p>`)}
</body></html>
`;
}

/** reports/visual/index.html: each brand's page with its line of figures (from the summary.json beside it). */
export function writeIndex(reportRoot) {
  const brands = existsSync(reportRoot)
    ? readdirSync(reportRoot, { withFileTypes: true })
        .filter((entry) => entry.isDirectory() && existsSync(path.join(reportRoot, entry.name, 'summary.json')))
        .map((entry) => ({ brand: entry.name, ...JSON.parse(readFileSync(path.join(reportRoot, entry.name, 'summary.json'), 'utf8')) }))
    : [];
  const rows = brands
    .map(
      ({ brand, passed, changed, missing, errors, finishedAt }) =>
        `<li><a href="${escape(brand)}/index.html">${escape(brand)}</a>: <span class="${changed + missing + errors ? 'bad' : 'ok'}">${passed} unchanged, ${changed} changed, ${missing} without a baseline, ${errors} failed to render</span> <small>(${escape(finishedAt)})</small></li>`,
    )
    .join('\n');
  writeFileSync(
    path.join(reportRoot, 'index.html'),
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Visual snapshots</title><style>${STYLE}</style></head><body><h1>Visual snapshots</h1><ul>${rows}</ul></body></html>\n`,
  );
}
