import { describe, expect, it } from 'vitest';
import { ciTimingsReport, parsePhases } from './ci-timings.mjs';

describe('CI timings report', () => {
  it("reads .ci/run's phases and adds npm test's stages, brand job stages marked as within their job", () => {
    const phases = parsePhases('postgres\t4\t0\nnpm ci\t61\t0\nnpm test\t1400\t1\n');
    const report = ciTimingsReport(
      phases,
      [
        { label: 'unit tests (vitest)', seconds: 301.26 },
        { label: 'lint', seconds: 80.04, together: true },
        { label: '  lucky: bundle budget', seconds: 1.23, within: 'brand job: lucky' },
      ],
      { finishedAt: new Date('2026-11-27T18:00:00Z'), load: [1.234, 2, 3], cores: 2 },
    );
    expect(report).toEqual({
      finishedAt: '2026-11-27T18:00:00.000Z',
      machine: { cores: 2, loadAverage: [1.23, 2, 3] },
      ok: false,
      seconds: 1465,
      phases: [
        { phase: 'postgres', seconds: 4, ok: true },
        { phase: 'npm ci', seconds: 61, ok: true },
        { phase: 'npm test', seconds: 1400, ok: false },
      ],
      npmTestStages: [
        { label: 'unit tests (vitest)', seconds: 301.3 },
        { label: 'lint', seconds: 80, together: true },
        { label: 'lucky: bundle budget', seconds: 1.2, within: 'brand job: lucky' },
      ],
    });
  });

  it("takes the whole run's time from its own line, not the sum", () => {
    const report = ciTimingsReport(parsePhases('npm ci\t3\t0\nnpm test\t10\t0\nwhole run\t15\t0\n'), undefined);
    expect(report.seconds).toBe(15);
    expect(report.phases.map((phase) => phase.phase)).toEqual(['npm ci', 'npm test']);
    expect(report.ok).toBe(true);
  });

  it('keeps the phases when npm test wrote no stages, and refuses a line that is not a phase', () => {
    expect(ciTimingsReport(parsePhases('npm ci\t3\t0'), undefined).npmTestStages).toBeNull();
    expect(() => parsePhases('npm ci 3 0')).toThrow('phases line 1 is not "label<TAB>seconds<TAB>exit code": "npm ci 3 0"');
  });
});
