// `npm run conformance -- --base-url <url> --merchant <code> [...]` (see options.ts for every option).
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { conformanceCli } from './cli-main';

/** Beside where the operator ran `npm run` (npm itself runs scripts from the package root). */
function saveCaptcha(base64Png: string): string {
  const file = path.resolve(process.env['INIT_CWD'] ?? process.cwd(), 'conformance-captcha.png');
  writeFileSync(file, Buffer.from(base64Png, 'base64'));
  return file;
}

// `npm run conformance … | head` closes the pipe early: stop quietly, as other command-line tools do.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
  throw error;
});

try {
  process.exitCode = await conformanceCli(process.argv.slice(2), {
    out: (line) => console.log(line),
    err: (line) => console.error(line),
    env: process.env,
    fetch: globalThis.fetch,
    saveCaptcha,
  });
} catch (error) {
  // Not a platform's answer nor an option: a fault of the check itself, in one line all the same.
  console.error(`conformance: the check itself failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 2;
}
