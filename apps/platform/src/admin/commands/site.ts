import {
  listMerchants,
  readOutbox,
  resetPlatform,
  setMaintenance,
  setModule,
  setRegionRestriction,
  type MerchantState,
} from '../admin-actions';
import type { AdminCommand, CommandRunners } from './command';
import { parseOnOff } from './values';

/** The site status commands: what every merchant answers in /wps/system/status and /wps/system/whitelabel. */
export type SiteCommand =
  | { kind: 'status' }
  | { kind: 'reset' }
  | { kind: 'outbox' }
  | { kind: 'maintenance'; on: boolean; merchant?: string }
  | { kind: 'region'; on: boolean; merchant?: string }
  | { kind: 'flag'; module: string; on: boolean; merchant?: string };

const ignoredMerchant = 'accepted and ignored: every merchant is listed';
const oneMerchantOrEvery = 'only this merchant (every merchant when none is named)';

/** A command of one word, about the whole site: `--merchant` is accepted and ignored. */
function wholeSiteCommand(kind: 'status' | 'outbox' | 'reset', summary: string): AdminCommand<SiteCommand> {
  return { name: kind, usage: [kind], summary, options: { merchant: ignoredMerchant }, examples: [kind], parse: () => ({ kind }) };
}

/** `<kind> on|off [--merchant CODE]`: a status page turned on or off for one merchant or every one. */
function statusPageCommand(kind: 'maintenance' | 'region', summary: string, examples: string[]): AdminCommand<SiteCommand> {
  return {
    name: kind,
    usage: [`${kind} on|off [--merchant CODE]`],
    summary,
    options: { merchant: oneMerchantOrEvery },
    examples,
    parse: (words, options) => ({ kind, on: parseOnOff(words[0]), merchant: options.merchant }),
  };
}

export const siteCommands: AdminCommand<SiteCommand>[] = [
  wholeSiteCommand('status', 'merchants, maintenance, region restriction and modules'),
  statusPageCommand('maintenance', 'the System Maintenance page (status 1)', ['maintenance on', 'maintenance off --merchant LUCKYSTAR']),
  statusPageCommand('region', 'the IP-restricted page (status 2)', ['region on --merchant LUCKYSTAR']),
  {
    name: 'flag',
    usage: ['flag <MODULE> on|off [--merchant CODE]'],
    summary: "a whitelabel module in the platform's answer (CBS3, MOBILEVERCODELOGIN3, AGEPAG, …)",
    options: { merchant: oneMerchantOrEvery },
    examples: ['flag MOBILEVERCODELOGIN3 on', 'flag LOGINPHONEVERIF3 on --merchant LUCKYSTAR'],
    parse: (words, options) => {
      if (!words[0]) throw new Error('flag needs a module id, e.g. CBS3');
      return { kind: 'flag', module: words[0], on: parseOnOff(words[1]), merchant: options.merchant };
    },
  },
  wholeSiteCommand('outbox', 'the latest SMS and e-mail the platform "sent"'),
  wholeSiteCommand('reset', 'wipe every table and seed the demo world again'),
];

function printMerchants(_command: unknown, value: unknown): void {
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

export const siteRunners: CommandRunners<SiteCommand> = {
  status: {
    route: () => ({ get: '/merchants' }),
    direct: ({ services }) => listMerchants(services),
    print: printMerchants,
  },
  maintenance: {
    route: (command) => ({ post: '/maintenance', body: { on: command.on, merchant: command.merchant } }),
    direct: async ({ services }, command) => {
      await setMaintenance(services, command.on, command.merchant);
      return listMerchants(services);
    },
    print: printMerchants,
  },
  region: {
    route: (command) => ({ post: '/region', body: { on: command.on, merchant: command.merchant } }),
    direct: async ({ services }, command) => {
      await setRegionRestriction(services, command.on, command.merchant);
      return listMerchants(services);
    },
    print: printMerchants,
  },
  flag: {
    route: (command) => ({ post: '/module', body: { module: command.module, on: command.on, merchant: command.merchant } }),
    direct: async ({ services }, command) => {
      await setModule(services, command.module, command.on, command.merchant);
      return listMerchants(services);
    },
    print: printMerchants,
  },
  outbox: {
    route: () => ({ get: '/outbox' }),
    direct: ({ services }) => readOutbox(services),
    print: (_command, value) => console.table(value),
  },
  reset: {
    route: () => ({ post: '/reset' }),
    direct: async ({ services }) => {
      await resetPlatform(services);
      return listMerchants(services);
    },
    print: printMerchants,
  },
};
