import type { AdminRg, NearLimit } from '../rg-actions';
import { liftTimeOut, nearLimit, showRg } from '../rg-actions';
import { query, type AdminCommand, type CommandRunners } from './command';
import { onlyOptions } from './values';

/** Responsible gaming: one member's limits, breaks and audit trail; lifting a time-out; members near a limit. */
export type RgCommand =
  | { kind: 'rg-show'; request: { username: string; merchant?: string } }
  | { kind: 'rg-lift'; request: { username: string; merchant?: string; reason: string } }
  | { kind: 'rg-near-limit'; merchant?: string };

export const rgCommands: AdminCommand<RgCommand>[] = [
  {
    name: 'rg',
    usage: [
      'rg show --username NAME [--merchant CODE]',
      'rg lift --username NAME --reason TEXT [--merchant CODE]',
      'rg near-limit [--merchant CODE]',
    ],
    summary: "a member's limits, pending changes, time-out or self-exclusion and audit trail; lift a time-out; members near a limit",
    details:
      'lift: ends a time-out in force, the reason kept in the audit trail; a self-exclusion is never lifted before its end.\n' +
      'near-limit: members who have used more than 80 % of a deposit or loss limit in force, the fullest first.',
    options: {
      username: 'show, lift: the member',
      merchant:
        "show, lift: the member's merchant (needed only when members of several merchants have that username); near-limit: only this merchant's",
      reason: 'lift: why (kept in the audit trail)',
    },
    examples: [
      'rg show --username member01 --merchant PLAYDECK',
      'rg lift --username member01 --merchant PLAYDECK --reason "asked by phone, identity checked"',
      'rg near-limit',
    ],
    parse: ([action, ...extra], options) => {
      if (extra.length > 0) throw new Error(`rg ${action} takes no more words, got ${extra.join(' ')}`);
      if (action === 'near-limit') {
        onlyOptions('rg near-limit', options, ['merchant']);
        return { kind: 'rg-near-limit', merchant: options.merchant };
      }
      if (action !== 'show' && action !== 'lift') throw new Error(`rg needs show, lift or near-limit, got ${action ?? 'nothing'}`);
      onlyOptions(`rg ${action}`, options, action === 'lift' ? ['username', 'merchant', 'reason'] : ['username', 'merchant']);
      if (!options.username) throw new Error(`rg ${action} needs --username NAME`);
      const member = { username: options.username, merchant: options.merchant };
      if (action === 'show') return { kind: 'rg-show', request: member };
      if (!options.reason?.trim()) throw new Error('rg lift needs --reason TEXT');
      return { kind: 'rg-lift', request: { ...member, reason: options.reason } };
    },
  },
];

const money = (amount: number | null) => (amount === null ? 'none' : String(amount));

function printRg(rg: AdminRg): void {
  console.log(`${rg.merchant} ${rg.username}`);
  console.log(
    rg.inForce
      ? `  ${rg.inForce.kind} in force until ${rg.inForce.endsAt} (since ${rg.inForce.startedAt})`
      : '  no time-out or self-exclusion in force',
  );
  console.log('  limits:');
  for (const limit of rg.limits) {
    const pending = limit.pending
      ? `, pending ${money(limit.pending.amount)} from ${new Date(limit.pending.effectiveAt).toISOString()}`
      : '';
    const left = limit.left === null ? '' : `, ${limit.left} left`;
    console.log(
      `    ${`${limit.kind} ${limit.period}`.padEnd(16)} ${money(limit.amount).padStart(12)}  used ${limit.used}${left}${pending}`,
    );
  }
  console.log(rg.audit.length === 0 ? '  no changes' : '  changes:');
  for (const change of rg.audit)
    console.log(`    ${change.at} ${change.source.padEnd(8)} ${change.action.padEnd(22)} ${JSON.stringify(change.detail)}`);
}

export const rgRunners: CommandRunners<RgCommand> = {
  'rg-show': {
    route: (command) => ({ get: `/rg${query(command.request)}` }),
    direct: ({ services }, command) => showRg(services, command.request),
    print: (_command, value) => printRg(value as AdminRg),
  },
  'rg-lift': {
    route: (command) => ({ post: '/rg-lift', body: command.request }),
    direct: ({ services }, command) => liftTimeOut(services, command.request),
    print: (_command, value) => printRg(value as AdminRg),
  },
  'rg-near-limit': {
    route: (command) => ({ get: `/rg-near-limit${query({ merchant: command.merchant })}` }),
    direct: ({ services }, command) => nearLimit(services, command),
    print: (_command, value) => {
      const rows = value as NearLimit[];
      if (rows.length === 0) console.log('no member above 80 % of a limit');
      for (const row of rows) {
        console.log(
          `${row.merchant.padEnd(12)} ${row.username.padEnd(14)} ${`${row.kind} ${row.period}`.padEnd(16)} ` +
            `${String(row.used).padStart(12)} of ${String(row.amount).padStart(12)} (${row.percent} %)`,
        );
      }
    },
  },
};
