#!/usr/bin/env node
// Writes reports/ci-timings.json (committed, unlike reports/tests/): how long each phase of .ci/run took, whether it
// passed, and npm test's own stages (reports/tests/test-timings.json), with the machine's load when it ended, so a
// slower CI can be traced to the phase and stage that grew.
// Usage: ci-timings.mjs <phases.tsv> [output]   (phases.tsv: one "label<TAB>seconds<TAB>exit code" line per phase)
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';

const workspaceRoot = path.resolve(import.meta.dirname, '../..');

/** The phases .ci/run recorded, in order: { phase, seconds, ok }. A malformed line is refused, naming it. */
export function parsePhases(text) {
  return text
    .split('\n')
    .filter((line) => line.trim())
    .map((line, index) => {
      const [phase, seconds, code] = line.split('\t');
      if (!phase || !/^\d+$/.test(seconds ?? '') || !/^\d+$/.test(code ?? ''))
        throw new Error(`phases line ${index + 1} is not "label<TAB>seconds<TAB>exit code": ${JSON.stringify(line)}`);
      return { phase, seconds: Number(seconds), ok: code === '0' };
    });
}

const WHOLE_RUN = 'whole run';

/** The report: phases, npm test's stages (when it got far enough to write them), totals and the machine. */
export function ciTimingsReport(recorded, testStages, { finishedAt = new Date(), load = loadavg(), cores = cpus().length } = {}) {
  // .ci/run records its whole run last, as it prints it; the phases are the others.
  const whole = recorded.find((phase) => phase.phase === WHOLE_RUN);
  const phases = recorded.filter((phase) => phase !== whole);
  return {
    finishedAt: finishedAt.toISOString(),
    machine: { cores, loadAverage: load.map((value) => Number(value.toFixed(2))) },
    ok: recorded.every((phase) => phase.ok),
    seconds: whole?.seconds ?? phases.reduce((sum, phase) => sum + phase.seconds, 0),
    phases,
    npmTestStages:
      testStages?.map(({ label, seconds, together, within }) => ({
        label: label.trim(),
        seconds: Number(seconds.toFixed(1)),
        ...(together ? { together } : {}),
        ...(within ? { within } : {}),
      })) ?? null,
  };
}

function main([phasesFile, output = path.join(workspaceRoot, 'reports/ci-timings.json')]) {
  if (!phasesFile) {
    console.error('Usage: ci-timings.mjs <phases.tsv> [output]');
    process.exit(2);
  }
  const stagesFile = path.join(workspaceRoot, 'reports/tests/test-timings.json');
  const stages = existsSync(stagesFile) ? JSON.parse(readFileSync(stagesFile, 'utf8')) : undefined;
  const report = ciTimingsReport(parsePhases(readFileSync(phasesFile, 'utf8')), stages);
  mkdirSync(path.dirname(output), { recursive: true });
  // Silent on success: .ci/run's output must still end with npm test's `N passed, N failed` line.
  writeFileSync(output, `${JSON.stringify(report, null, 2)}\n`);
}

if (import.meta.url === `file://${process.argv[1]}`) main(process.argv.slice(2));
