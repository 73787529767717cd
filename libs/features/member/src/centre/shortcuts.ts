import { paths } from '@playdeck/routes';

export type ShortcutId =
  | 'deposit'
  | 'withdraw'
  | 'transfer'
  | 'records'
  | 'rewards'
  | 'inbox'
  | 'settings'
  | 'security'
  | 'kyc'
  | 'changePassword'
  | 'liveChat'
  | 'feedback'
  | 'customerService'
  | 'agent';

export interface Shortcut {
  id: ShortcutId;
  to: string;
  labelKey: string;
  /** Money moves, or the member's account. */
  group: 'money' | 'account';
}

const SHORTCUTS: readonly Shortcut[] = [
  { id: 'deposit', to: paths.voucherCenter, labelKey: 'member_deposit', group: 'money' },
  { id: 'withdraw', to: paths.withdraw, labelKey: 'member_withdraw', group: 'money' },
  { id: 'transfer', to: paths.transfer, labelKey: 'member_transfer', group: 'money' },
  { id: 'records', to: paths.transactionRecord, labelKey: 'member_records', group: 'money' },
  { id: 'rewards', to: paths.rewardCenter, labelKey: 'member_rewards', group: 'account' },
  { id: 'inbox', to: paths.webEmail, labelKey: 'member_inbox', group: 'account' },
  { id: 'settings', to: paths.set, labelKey: 'member_settings', group: 'account' },
  { id: 'security', to: paths.securityCenter, labelKey: 'member_security', group: 'account' },
  { id: 'kyc', to: paths.kyc, labelKey: 'member_kyc', group: 'account' },
  { id: 'changePassword', to: paths.changePsw, labelKey: 'member_change_password', group: 'account' },
  { id: 'liveChat', to: paths.liveChat, labelKey: 'member_live_chat', group: 'account' },
  { id: 'feedback', to: paths.feedback, labelKey: 'member_feedback', group: 'account' },
  { id: 'customerService', to: paths.customerService, labelKey: 'member_customer_service', group: 'account' },
  { id: 'agent', to: paths.agent, labelKey: 'member_agent_home', group: 'account' },
];

/** The member centre's shortcuts; agent home only for agents (spec section 6), live chat only with CBS3. */
export function memberShortcuts({ agent, chat = BRAND_FLAGS.CBS3 }: { agent: boolean; chat?: boolean }): Shortcut[] {
  return SHORTCUTS.filter((shortcut) => (shortcut.id !== 'agent' || agent) && (shortcut.id !== 'liveChat' || chat));
}
