import { spawn } from 'node:child_process';

/**
 * Runs independent checks at the same time (lint, formatting and typecheck are each single-threaded: on CI's two
 * cores, one after another left a core idle) and hands back each one's result with its whole output, in the order
 * given, so their logs never interleave.
 *
 * @param {{ label: string, args: string[] }[]} stages node arguments for each check
 * @param {{ cwd: string, env: NodeJS.ProcessEnv }} options
 * @returns {Promise<{ label: string, ok: boolean, seconds: number, output: string }[]>}
 */
export function runTogether(stages, { cwd, env }) {
  return Promise.all(
    stages.map(
      ({ label, args }) =>
        new Promise((resolve) => {
          const started = Date.now();
          const output = [];
          const child = spawn(process.execPath, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
          child.stdout.on('data', (chunk) => output.push(chunk));
          child.stderr.on('data', (chunk) => output.push(chunk));
          let failedToStart = false;
          child.on('error', (error) => {
            failedToStart = true;
            output.push(Buffer.from(`${error}\n`));
          });
          child.on('close', (code) =>
            resolve({
              label,
              ok: code === 0 && !failedToStart,
              seconds: (Date.now() - started) / 1000,
              output: Buffer.concat(output).toString(),
            }),
          );
        }),
    ),
  );
}
