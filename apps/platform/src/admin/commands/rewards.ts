import {
  decideRewardApplication,
  listRewardApplications,
  REWARD_APPLICATION_STATES,
  type AdminRewardApplication,
  type RewardDecisionRequest,
  type RewardState,
} from '../reward-actions';
import { query, type AdminCommand, type CommandRunners } from './command';
import { onlyOptions, parseAmountOption, parseStatus } from './values';

/** The reward commands: members' applications for promotions and club benefits. */
export type RewardCommand =
  { kind: 'rewards'; merchant?: string; state?: RewardState } | { kind: 'reward'; request: RewardDecisionRequest };

export const rewardCommands: AdminCommand<RewardCommand>[] = [
  {
    name: 'reward',
    usage: [
      `reward list [--merchant CODE] [--status ${REWARD_APPLICATION_STATES.join('|')}]`,
      'reward approve|reject|issue <APPLICATION_ID> [--amount N] [--reason TEXT]',
    ],
    summary: 'the latest 200 reward applications; approve, issue a bonus for or reject an undecided one, once',
    details:
      'approve: a promotion goes to Process, a club benefit to Joined; issue: a bonus of N (the member claims it\n' +
      'into MAIN); reject: with a reason the member reads.',
    options: {
      merchant: "list: only this merchant's",
      status: `list: only these, ${REWARD_APPLICATION_STATES.join(', ')} (any case)`,
      amount: 'issue: the bonus, in major units',
      reason: 'reject: why',
    },
    examples: [
      'reward list --status APPLYING',
      'reward issue R20261124000001 --amount 25',
      "reward reject R20261124000001 --reason 'No deposit'",
    ],
    parse: ([action, applicationId, ...extra], options) => {
      if (action === 'list') {
        onlyOptions('reward list', options, ['merchant', 'status']);
        if (applicationId) throw new Error('reward list takes no application id');
        return { kind: 'rewards', merchant: options.merchant, state: parseStatus(options.status, REWARD_APPLICATION_STATES) };
      }
      if (action !== 'approve' && action !== 'reject' && action !== 'issue') {
        throw new Error(`reward needs list, approve, reject or issue, got ${action ?? 'nothing'}`);
      }
      if (!applicationId || extra.length > 0) throw new Error(`reward ${action} needs one application id`);
      onlyOptions(`reward ${action}`, options, action === 'issue' ? ['amount'] : action === 'reject' ? ['reason'] : []);
      if (action === 'issue' && options.amount === undefined) throw new Error('reward issue needs --amount N');
      if (action === 'reject' && options.reason === undefined) throw new Error('reward reject needs --reason TEXT');
      return {
        kind: 'reward',
        request: { applicationId, decision: action, amount: parseAmountOption('amount', options.amount), reason: options.reason },
      };
    },
  },
];

const rewardLine = (application: AdminRewardApplication) =>
  `${application.applicationId} ${application.merchant.padEnd(12)} ${application.username.padEnd(14)} ${application.state.padEnd(9)} ` +
  `${application.bonus === null ? '' : `bonus ${application.bonus} `}${application.offer} (${application.images} images) ` +
  `${JSON.stringify(application.remark)}${application.rejectReason ? ` rejected: ${application.rejectReason}` : ''}  ${application.createdAt}`;

export const rewardRunners: CommandRunners<RewardCommand> = {
  rewards: {
    route: (command) => ({ get: `/rewards${query({ merchant: command.merchant, state: command.state })}` }),
    direct: ({ services }, command) => listRewardApplications(services, command),
    print: (command, value) => {
      if ((value as AdminRewardApplication[]).length === 0)
        console.log(`no reward applications${command.state ? ` ${command.state}` : ''}`);
      for (const application of value as AdminRewardApplication[]) console.log(rewardLine(application));
    },
  },
  reward: {
    route: (command) => ({ post: '/reward', body: command.request }),
    direct: ({ services }, command) => decideRewardApplication(services, command.request),
    print: (_command, value) => console.log(rewardLine(value as AdminRewardApplication)),
  },
};
