/** Demo accounts of every member type, with known passwords (README lists them). Same on every merchant. */
export const DEMO_PASSWORD = 'Demo1234';
export const DEMO_MEMBERS = [
  { username: 'member01', type: 0, nickname: 'Lucky Member' },
  { username: 'agent01', type: 1, nickname: 'Top Agent' },
  { username: 'agent02', type: 2, nickname: 'Sub Agent' },
  { username: 'type04', type: 4, nickname: null },
  { username: 'type40', type: 40, nickname: null },
  { username: 'type41', type: 41, nickname: null },
  { username: 'type42', type: 42, nickname: null },
] as const;
/** agent01's team: members registered under its invitation code. */
export const DEMO_TEAM_SIZE = 12;
