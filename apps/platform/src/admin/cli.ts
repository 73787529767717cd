import path from 'node:path';
import { loadPlatformConfig } from '../config';
import { startPlatformServices } from '../create-services';
import { startNotes } from '../start-notes';
import { agentRunners } from './commands/agents';
import { brandRunners } from './commands/brands';
import { UsageError, type AdminRoute, type CommandRunner, type CommandRunners } from './commands/command';
import { parseCommand, type Command } from './commands/command-line';
import { contentRunners } from './commands/content';
import { memberRunners } from './commands/members';
import { moneyRunners } from './commands/money';
import { rgRunners } from './commands/responsible-gaming';
import { rewardRunners } from './commands/rewards';
import { siteRunners } from './commands/site';
import { ADMIN_TOKEN_HEADER, readAdminToken } from './local-operator';

export { parseCommand, type Command } from './commands/command-line';
export { UsageError } from './commands/command';

const RUNNERS: CommandRunners<Command> = {
  ...siteRunners,
  ...brandRunners,
  ...contentRunners,
  ...moneyRunners,
  ...rewardRunners,
  ...memberRunners,
  ...rgRunners,
  ...agentRunners,
};

const runnerOf = (command: Command) => RUNNERS[command.kind] as CommandRunner<Command>;

const workspaceRoot = path.resolve(import.meta.dirname, '../../../..');

/** The command's answer from the running platform's admin route, or undefined when no platform runs. */
async function viaHttp(route: AdminRoute, port: number): Promise<unknown> {
  const token = readAdminToken(process.env, loadPlatformConfig(process.env, workspaceRoot).dataDir);
  const headers: Record<string, string> = token ? { [ADMIN_TOKEN_HEADER]: token } : {};
  const base = `http://127.0.0.1:${port}/__admin`;
  try {
    if ('get' in route) {
      const response = await fetch(`${base}${route.get}`, { headers });
      if (route.bytes) {
        // The image itself, not an envelope (unless it was refused).
        if (!response.ok) throw new Error(((await response.json()) as { message?: string }).message ?? 'the platform refused the command');
        return { contentType: response.headers.get('content-type') ?? '', bytes: new Uint8Array(await response.arrayBuffer()) };
      }
      return await answerOf(response);
    }
    const init: RequestInit =
      route.body === undefined
        ? { method: 'POST', headers }
        : { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(route.body) };
    return await answerOf(await fetch(`${base}${route.post}`, init));
  } catch (error) {
    if ((error as { cause?: { code?: string } }).cause?.code === 'ECONNREFUSED') return undefined;
    throw error;
  }
}

async function answerOf(response: Response): Promise<unknown> {
  const answer = (await response.json()) as { success: boolean; value?: unknown; message?: string };
  if (!answer.success) throw new Error(answer.message ?? 'the platform refused the command');
  return answer.value;
}

/** The command run on the database itself (PLATFORM_DATA_DIR or DATABASE_URL), when no platform runs. */
async function direct(command: Command): Promise<unknown> {
  const runner = runnerOf(command);
  // Every start seeds an empty database and creates the merchants of new brands: say so, unless the command does.
  const platform = await startPlatformServices(loadPlatformConfig(process.env, workspaceRoot));
  if (!runner.reportsStart) {
    const where = platform.services.database.kind === 'postgres' ? 'DATABASE_URL' : 'the data folder';
    for (const note of startNotes(platform.start, where)) console.warn(note);
  }
  try {
    return await runner.direct(platform, command);
  } finally {
    await platform.services.database.close();
  }
}

async function main(): Promise<void> {
  let command: ReturnType<typeof parseCommand>;
  try {
    command = parseCommand(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`${error.message}\n\n${error.usage}`);
    process.exit(2);
  }
  if (command.kind === 'help') {
    console.log(command.text);
    return;
  }
  const runner = runnerOf(command);
  const port = Number(process.env.PORT ?? 8080);
  const value = (await viaHttp(runner.route(command), port)) ?? (await direct(command));
  runner.print(command, value);
}

if (process.argv[1] && import.meta.filename === path.resolve(process.argv[1])) {
  main().catch((error: unknown) => {
    console.error((error as Error).message);
    process.exit(1);
  });
}
