import type { DemoNames } from '@playdeck/brand/build';

/**
 * Demo accounts of every member type, with known passwords (README lists them). Same usernames on every
 * merchant; the nickname is the brand's (`demoNames`: brand.json's demo section or its name), named here by role.
 */
export const DEMO_PASSWORD = 'Demo1234';
export const DEMO_MEMBERS = [
  { username: 'member01', type: 0, nickname: 'memberName' },
  { username: 'agent01', type: 1, nickname: 'agentName' },
  { username: 'agent02', type: 2, nickname: 'subAgentName' },
  { username: 'type04', type: 4, nickname: null },
  { username: 'type40', type: 40, nickname: null },
  { username: 'type41', type: 41, nickname: null },
  { username: 'type42', type: 42, nickname: null },
] as const satisfies readonly { username: string; type: number; nickname: keyof DemoNames | null }[];
/** agent01's team: members registered under its invitation code. */
export const DEMO_TEAM_SIZE = 12;
