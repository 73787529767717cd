import { describe, expect, it } from 'vitest';
import { AGENT_MENU_KEYS, type AgentMenuKey } from '@playdeck/brand';
import { AGENT_MENU, enabledAgentMenu } from './agent-menu';

const allOn = Object.fromEntries(AGENT_MENU_KEYS.map((key) => [key, true])) as Record<AgentMenuKey, boolean>;

describe('enabledAgentMenu', () => {
  it('gives every key at least one entry, each to its own path', () => {
    expect(new Set(AGENT_MENU.map((entry) => entry.key))).toEqual(new Set(AGENT_MENU_KEYS));
    expect(new Set(AGENT_MENU.map((entry) => entry.to)).size).toBe(AGENT_MENU.length);
    expect(enabledAgentMenu(allOn)).toEqual(AGENT_MENU);
  });

  it('drops the entries of a key turned off, and only those', () => {
    const shown = enabledAgentMenu({ ...allOn, DOWNMAN: false, MAILCEN: false });
    expect(shown.map((entry) => entry.id)).toEqual(['overview', 'records', 'pnl', 'betting', 'teamRebate', 'rebate', 'security']);
  });
});
