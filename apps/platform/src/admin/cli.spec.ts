import { execFile } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { overviewHelp, parseCommand } from './commands/command-line';

const workspaceRoot = path.resolve(import.meta.dirname, '../../../..');

/** `npm run platform -- …` as npm runs it (no platform needed: help and refused lines never reach one). */
const runCli = (args: string[]) =>
  new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    execFile(
      process.execPath,
      ['--import', './tools/node/register-ts.mjs', 'apps/platform/src/admin/cli.ts', ...args],
      { cwd: workspaceRoot, timeout: 110_000, env: { ...process.env, PORT: '1' } },
      (error, stdout, stderr) => resolve({ code: error ? ((error as { code?: number }).code ?? null) : 0, stdout, stderr }),
    );
  });

describe('npm run platform -- …', () => {
  it('prints the help on stdout and exits 0; refuses a bad line on stderr with the reason and the usage, exit 2', async () => {
    const [overview, unknownCommand, unknownOption] = await Promise.all([
      runCli(['--help']),
      runCli(['explode']),
      runCli(['deposit', 'confirm', 'D1', '--force']),
    ]);
    const deposit = parseCommand(['help', 'deposit']);
    if (deposit.kind !== 'help') throw new Error('help deposit is no help request');
    expect(deposit.text).toMatch(/^Usage: npm run platform -- deposit confirm\|reject <REFERENCE>\n/);
    expect(overview).toEqual({ code: 0, stdout: `${overviewHelp()}\n`, stderr: '' });
    expect(unknownCommand).toEqual({ code: 2, stdout: '', stderr: `unknown command explode\n\n${overviewHelp()}\n` });
    expect(unknownOption).toEqual({ code: 2, stdout: '', stderr: `unknown option --force\n\n${deposit.text}\n` });
  }, 120_000);
});
