import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runTogether } from './run-together.mjs';

/**
 * A check that leaves a marker, then waits (up to 20 s) for the other check's marker: both can pass only when they
 * run at the same time, whatever the machine's load. It prints a line before and after, to show its log is whole.
 */
const meetsOther = (dir, mine, other, exitCode = 0) => [
  '-e',
  `const fs = require('node:fs'), path = require('node:path');
   console.log('${mine}: start');
   fs.writeFileSync(path.join(${JSON.stringify(dir)}, '${mine}'), '');
   const until = Date.now() + 20000;
   const wait = () => {
     if (fs.existsSync(path.join(${JSON.stringify(dir)}, '${other}'))) { console.error('${mine}: met ${other}'); process.exit(${exitCode}); }
     if (Date.now() > until) { console.error('${mine}: alone'); process.exit(3); }
     setTimeout(wait, 20);
   };
   wait();`,
];

describe('runTogether', { timeout: 60_000 }, () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('runs the checks at the same time and gives each its own whole output, in the order given', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'run-together-'));
    const results = await runTogether(
      [
        { label: 'lint', args: meetsOther(dir, 'lint', 'typecheck') },
        { label: 'typecheck', args: meetsOther(dir, 'typecheck', 'lint') },
      ],
      { cwd: dir, env: process.env },
    );
    expect(results.map(({ label, ok }) => ({ label, ok }))).toEqual([
      { label: 'lint', ok: true },
      { label: 'typecheck', ok: true },
    ]);
    expect(results[0].output).toBe('lint: start\nlint: met typecheck\n');
    expect(results[1].output).toBe('typecheck: start\ntypecheck: met lint\n');
    for (const { seconds } of results) expect(seconds).toBeGreaterThan(0);
  });

  it('a failing check fails on its own; the others still finish', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'run-together-'));
    const results = await runTogether(
      [
        { label: 'lint', args: meetsOther(dir, 'lint', 'typecheck', 1) },
        { label: 'typecheck', args: meetsOther(dir, 'typecheck', 'lint') },
      ],
      { cwd: dir, env: process.env },
    );
    expect(results.map(({ ok }) => ok)).toEqual([false, true]);
    expect(results[0].output).toContain('lint: met typecheck');
  });
});
