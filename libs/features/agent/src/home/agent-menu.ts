import type { AgentMenuKey } from '@playdeck/brand';
import { paths, withQuery } from '@playdeck/routes';

/**
 * The agent home's navigation grid. The spec names the whitelabel keys that switch entries (section 6)
 * but not which screen each opens; this mapping is ours:
 * AGEPAG (agent page) the team overview, TRANSREC3 the records in the agent form, DOWNMAN (downline
 * management) the team's members and opening an account under the agent, AGETEAMPNL3 team P&L,
 * TEAMBETTING3 team betting, GAMSER (game series) the team's rebate rates per game category, AGEREBINC3
 * the agent's rebate, SECPRIV the security centre, MAILCEN the agent notices.
 */
export interface AgentMenuEntry {
  id: string;
  key: AgentMenuKey;
  to: string;
  labelKey: string;
}

export const AGENT_MENU: readonly AgentMenuEntry[] = [
  { id: 'overview', key: 'AGEPAG', to: paths.agentTeamOverview, labelKey: 'route_agent_team_overview' },
  { id: 'team', key: 'DOWNMAN', to: paths.memberTeam, labelKey: 'route_member_team' },
  { id: 'register', key: 'DOWNMAN', to: paths.agentRegister, labelKey: 'route_agent_register' },
  { id: 'records', key: 'TRANSREC3', to: withQuery(paths.transactionRecord, { types: 'A' }), labelKey: 'agent_menu_records' },
  { id: 'pnl', key: 'AGETEAMPNL3', to: paths.agentTeamPnl, labelKey: 'route_agent_team_pnl' },
  { id: 'betting', key: 'TEAMBETTING3', to: paths.teamBetting, labelKey: 'route_team_betting' },
  { id: 'teamRebate', key: 'GAMSER', to: paths.memberTeamRebate, labelKey: 'route_member_team_rebate' },
  { id: 'rebate', key: 'AGEREBINC3', to: paths.agentRebate, labelKey: 'route_agent_rebate' },
  { id: 'security', key: 'SECPRIV', to: paths.securityCenter, labelKey: 'route_security_center' },
  { id: 'notices', key: 'MAILCEN', to: withQuery(paths.memberNotice, { types: 'A' }), labelKey: 'route_member_notice' },
];

/** The entries whose key the brand's whitelabel menu enables, in the grid's order. */
export function enabledAgentMenu(menu: Readonly<Record<AgentMenuKey, boolean>>): AgentMenuEntry[] {
  return AGENT_MENU.filter((entry) => menu[entry.key]);
}
