import path from 'node:path';
import { loadPlatformConfig } from '../config';
import { createPlatformServices } from '../create-services';
import { listMerchants, readOutbox, resetPlatform, setMaintenance, setModule, setRegionRestriction, type MerchantState } from './admin-actions';

const USAGE = `npm run platform -- <command>

  status                                 merchants, maintenance, region restriction and modules
  maintenance on|off [--merchant CODE]   the System Maintenance page (status 1)
  region on|off [--merchant CODE]        the IP-restricted page (status 2)
  flag <MODULE> on|off [--merchant CODE] a whitelabel module in the platform's answer (CBS3, MOBILEVERCODELOGIN3, AGEPAG, …)
  reset                                  wipe every table and seed the demo world again
  outbox                                 the latest SMS and e-mail the platform "sent"

Talks to the platform on http://127.0.0.1:$PORT (default 8080) when \`npm start\` runs; otherwise opens
the database itself (PLATFORM_DATA_DIR or DATABASE_URL, as the platform does).`;

type Command =
  | { kind: 'status' | 'reset' | 'outbox' }
  | { kind: 'maintenance' | 'region'; on: boolean; merchant?: string }
  | { kind: 'flag'; module: string; on: boolean; merchant?: string };

function parseOnOff(word: string | undefined): boolean {
  if (word === 'on') return true;
  if (word === 'off') return false;
  throw new Error(`expected on or off, got ${word ?? 'nothing'}`);
}

export function parseCommand(argv: string[]): Command {
  const merchantIndex = argv.indexOf('--merchant');
  const merchant = merchantIndex >= 0 ? argv[merchantIndex + 1] : undefined;
  if (merchantIndex >= 0 && !merchant) throw new Error('--merchant needs a merchant code');
  const words = merchantIndex >= 0 ? argv.filter((_, index) => index !== merchantIndex && index !== merchantIndex + 1) : argv;
  const [name, ...rest] = words;
  switch (name) {
    case 'status':
    case 'reset':
    case 'outbox':
      return { kind: name };
    case 'maintenance':
    case 'region':
      return { kind: name, on: parseOnOff(rest[0]), merchant };
    case 'flag':
      if (!rest[0]) throw new Error('flag needs a module id, e.g. CBS3');
      return { kind: 'flag', module: rest[0], on: parseOnOff(rest[1]), merchant };
    default:
      throw new Error(name ? `unknown command ${name}` : 'no command given');
  }
}

async function viaHttp(command: Command, port: number): Promise<unknown | undefined> {
  const base = `http://127.0.0.1:${port}/__admin`;
  const request = (() => {
    switch (command.kind) {
      case 'status':
        return fetch(`${base}/merchants`);
      case 'outbox':
        return fetch(`${base}/outbox`);
      case 'reset':
        return fetch(`${base}/reset`, { method: 'POST' });
      case 'flag':
        return post(`${base}/module`, { module: command.module, on: command.on, merchant: command.merchant });
      default:
        return post(`${base}/${command.kind}`, { on: command.on, merchant: command.merchant });
    }
  })();
  try {
    const response = await request;
    const answer = (await response.json()) as { success: boolean; value?: unknown; message?: string };
    if (!answer.success) throw new Error(answer.message ?? 'the platform refused the command');
    return answer.value;
  } catch (error) {
    if ((error as { cause?: { code?: string } }).cause?.code === 'ECONNREFUSED') return undefined;
    throw error;
  }
}

function post(url: string, body: unknown) {
  return fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
}

async function direct(command: Command): Promise<unknown> {
  const workspaceRoot = path.resolve(import.meta.dirname, '../../../..');
  const services = await createPlatformServices(loadPlatformConfig(process.env, workspaceRoot));
  try {
    switch (command.kind) {
      case 'status':
        return await listMerchants(services);
      case 'outbox':
        return await readOutbox(services);
      case 'reset':
        await resetPlatform(services);
        return await listMerchants(services);
      case 'maintenance':
        await setMaintenance(services, command.on, command.merchant);
        return await listMerchants(services);
      case 'region':
        await setRegionRestriction(services, command.on, command.merchant);
        return await listMerchants(services);
      case 'flag':
        await setModule(services, command.module, command.on, command.merchant);
        return await listMerchants(services);
    }
  } finally {
    await services.database.close();
  }
}

function print(command: Command, value: unknown): void {
  if (command.kind === 'outbox') {
    console.table(value);
    return;
  }
  for (const merchant of value as MerchantState[]) {
    const modules = Object.entries(merchant.modules)
      .map(([id, on]) => `${id}:${on ? 'on' : 'off'}`)
      .join(' ');
    console.log(
      `${merchant.code.padEnd(18)} brand=${merchant.brandId} maintenance=${merchant.maintenance ? 'on' : 'off'} ` +
        `region=${merchant.regionRestriction ? 'on' : 'off'}\n    ${modules}`,
    );
  }
}

async function main(): Promise<void> {
  let command: Command;
  try {
    command = parseCommand(process.argv.slice(2));
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${USAGE}`);
    process.exit(2);
  }
  const port = Number(process.env.PORT ?? 8080);
  const value = (await viaHttp(command, port)) ?? (await direct(command));
  print(command, value);
}

if (process.argv[1] && import.meta.filename === path.resolve(process.argv[1])) {
  main().catch((error: unknown) => {
    console.error((error as Error).message);
    process.exit(1);
  });
}
