/**
 * Texts only some screens need load with those screens, not with the first render:
 * `locales/<lang>/lazy/<group>.json`. Brand overrides of their keys come with the main dictionary and win.
 */
export const TEXT_GROUPS = [
  'games',
  'forms',
  'kit',
  'records',
  'withdraw',
  'deposit',
  'member',
  'security',
  'rewards',
  'kyc',
  'inbox',
  'support',
  'settings',
  'agent-contracts',
  'agent',
  'agent-reports',
  'download',
  'content',
  'terms',
  'signin',
  'lottery',
  'refusals',
] as const;
export type TextGroup = (typeof TEXT_GROUPS)[number];
