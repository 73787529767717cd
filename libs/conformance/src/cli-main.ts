import { parseOptions, UsageError, USAGE } from './options';
import { resultLine, summaryLine } from './report';
import { PlatformUnreachableError, runConformance } from './run-conformance';

export interface CliIo {
  out: (line: string) => void;
  err: (line: string) => void;
  env: Record<string, string | undefined>;
  fetch: typeof fetch;
  saveCaptcha?: (base64Png: string) => string | undefined;
}

/** `npm run conformance`: prints a line per call and the tally; answers the exit status (0, 1 failed, 2 not run). */
export async function conformanceCli(argv: readonly string[], io: CliIo): Promise<number> {
  let options;
  try {
    options = parseOptions(argv, io.env);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    io.err(`conformance: ${error.message}`);
    io.err(USAGE);
    return 2;
  }
  if (options === 'help') {
    io.out(USAGE);
    return 0;
  }
  const who = options.member ? `, signing in as ${options.member.username}` : ', as a visitor only';
  const writes = options.allowWrites ? ' (write run)' : '';
  // Printed with the first answer: a platform that is not there gets one line, not a heading and a line.
  let heading: string | undefined = `Checking ${options.baseUrl} as merchant ${options.merchant}${who}${writes}`;
  try {
    const report = await runConformance({
      target: {
        baseUrl: options.baseUrl,
        merchant: options.merchant,
        language: options.language,
        timeoutMs: options.timeoutMs,
        fetch: io.fetch,
      },
      member: options.member,
      allowWrites: options.allowWrites,
      saveCaptcha: io.saveCaptcha,
      onResult: (result) => {
        if (heading) io.out(heading);
        heading = undefined;
        io.out(resultLine(result));
      },
    });
    io.out(summaryLine(report));
    return report.failed ? 1 : 0;
  } catch (error) {
    if (!(error instanceof PlatformUnreachableError)) throw error;
    io.err(`conformance: ${error.message}`);
    return 2;
  }
}
