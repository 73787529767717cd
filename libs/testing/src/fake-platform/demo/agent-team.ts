import { contract, type TeamKpi, type TeamMember } from '@playdeck/api';
import type { FakeWorld } from '../fake-platform';

const { agentTeam } = contract;

/** agent01's team as the demo shows it: the four counters and the team's size. */
export const demoTeamKpi: TeamKpi = {
  teamLoginMemberCount: 9,
  teamBetMemberCount: 6,
  teamRegisterMemberCount: 2,
  teamOnlineCount: 3,
  size: 30,
  directSize: 13,
};

const HOUR = 3_600_000;
const AT = Date.UTC(2026, 10, 23, 10);

/** 30 members: team01..team12 direct, the rest below agent02, newest first. */
export const demoTeamMembers: TeamMember[] = Array.from({ length: 30 }, (_, index) => {
  const direct = index < 13;
  return {
    username:
      index === 12 ? 'agent02' : direct ? `team${String(index + 1).padStart(2, '0')}` : `team02${String(index - 12).padStart(2, '0')}`,
    type: index === 12 ? 2 : 0,
    level: direct ? 1 : 2,
    parent: direct ? 'agent01' : 'agent02',
    balance: 100 + index * 12.5,
    lastLoginAt: index % 5 === 4 ? null : AT - index * HOUR,
    deposits: index % 3 === 0 ? 500 : 0,
    registeredAt: AT - index * 24 * HOUR,
  };
});

export const agentTeamAnswers: FakeWorld = {
  [agentTeam.kpi.id]: () => demoTeamKpi,
  [agentTeam.members.id]: ({ query }) => {
    const name = String(query?.username ?? '').toLowerCase();
    const pageNo = Number(query?.pageNo ?? 1);
    const pageSize = Number(query?.pageSize ?? 20);
    const matching = demoTeamMembers.filter((member) => member.username.includes(name));
    return {
      list: matching.slice((pageNo - 1) * pageSize, pageNo * pageSize),
      total: matching.length,
      pageNum: pageNo,
      totalPages: Math.ceil(matching.length / pageSize),
    };
  },
  [agentTeam.register.id]: ({ body }) => ({ username: String(body?.username ?? 'newbie01'), type: Number(body?.userType ?? 0) }),
};
