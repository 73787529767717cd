import type { CallResult, ConformanceReport } from './run-conformance';

const LABELS = { pass: 'pass', fail: 'FAIL', skip: 'skip' } as const;

/** One line per call: `pass system.status`, `FAIL content.winners: value.list.0.vo.winAmount: found "12" (…)`. */
export function resultLine(result: CallResult): string {
  const who = result.as ? ` (as ${result.as})` : '';
  const detail = result.detail ? `: ${result.detail}` : '';
  const request = result.outcome === 'fail' && result.requestId ? ` [X-Request-Id ${result.requestId}]` : '';
  return `${LABELS[result.outcome]} ${result.call}${who}${detail}${request}`;
}

export function summaryLine(report: Pick<ConformanceReport, 'passed' | 'failed' | 'skipped'>): string {
  const skipped = report.skipped ? `, ${report.skipped} skipped` : '';
  return `${report.passed} passed, ${report.failed} failed${skipped}`;
}
