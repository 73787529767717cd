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

export const siteCommands: AdminCommand<SiteCommand>[] = [
  {
    name: 'status',
    usage: ['status'],
    summary: 'merchants, maintenance, region restriction and modules',
    options: { merchant: ignoredMerchant },
    examples: ['status'],
    parse: () => ({ kind: 'status' }),
  },
  {
    name: 'maintenance',
    usage: ['maintenance on|off [--merchant CODE]'],
    summary: 'the System Maintenance page (status 1)',
    options: { merchant: 'only this merchant (every merchant when none is named)' },
    examples: ['maintenance on', 'maintenance off --merchant LUCKYSTAR'],
    parse: (words, options) => ({ kind: 'maintenance', on: parseOnOff(words[0]), merchant: options.merchant }),
  },
  {
    name: 'region',
    usage: ['region on|off [--merchant CODE]'],
    summary: 'the IP-restricted page (status 2)',
    options: { merchant: 'only this merchant (every merchant when none is named)' },
    examples: ['region on --merchant LUCKYSTAR'],
    parse: (words, options) => ({ kind: 'region', on: parseOnOff(words[0]), merchant: options.merchant }),
  },
  {
    name: 'flag',
    usage: ['flag <MODULE> on|off [--merchant CODE]'],
    summary: "a whitelabel module in the platform's answer (CBS3, MOBILEVERCODELOGIN3, AGEPAG, …)",
    options: { merchant: 'only this merchant (every merchant when none is named)' },
    examples: ['flag MOBILEVERCODELOGIN3 on', 'flag LOGINPHONEVERIF3 on --merchant LUCKYSTAR'],
    parse: (words, options) => {
      if (!words[0]) throw new Error('flag needs a module id, e.g. CBS3');
      return { kind: 'flag', module: words[0], on: parseOnOff(words[1]), merchant: options.merchant };
    },
  },
  {
    name: 'outbox',
    usage: ['outbox'],
    summary: 'the latest SMS and e-mail the platform "sent"',
    options: { merchant: ignoredMerchant },
    examples: ['outbox'],
    parse: () => ({ kind: 'outbox' }),
  },
  {
    name: 'reset',
    usage: ['reset'],
    summary: 'wipe every table and seed the demo world again',
    options: { merchant: ignoredMerchant },
    examples: ['reset'],
    parse: () => ({ kind: 'reset' }),
  },
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
