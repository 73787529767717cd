import { afterAll, beforeAll } from 'vitest';

/**
 * Runs the spec file's tests in `zone` (an IANA name: dates then format as a member there sees them), and puts
 * the process's own zone back after them, since the web project's files share one process.
 */
export function inTimeZone(zone: string): void {
  const previous = process.env['TZ'];
  beforeAll(() => {
    process.env['TZ'] = zone;
  });
  afterAll(() => {
    if (previous === undefined) delete process.env['TZ'];
    else process.env['TZ'] = previous;
  });
}
