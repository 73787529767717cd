import type { AgentMenuKey } from './constants';
import { featureSwitchOn, type FeatureSwitch } from './feature-switches';
import { brand } from './runtime';

/**
 * The active brand's agent menu. The build replaces each BRAND_AGENT_MENU.<KEY> by its literal (there is no
 * BRAND_AGENT_MENU object in a bundle), so every key is named here.
 */
export function brandAgentMenu(): Record<AgentMenuKey, boolean> {
  return {
    AGEPAG: BRAND_AGENT_MENU.AGEPAG,
    TRANSREC3: BRAND_AGENT_MENU.TRANSREC3,
    DOWNMAN: BRAND_AGENT_MENU.DOWNMAN,
    AGETEAMPNL3: BRAND_AGENT_MENU.AGETEAMPNL3,
    TEAMBETTING3: BRAND_AGENT_MENU.TEAMBETTING3,
    GAMSER: BRAND_AGENT_MENU.GAMSER,
    AGEREBINC3: BRAND_AGENT_MENU.AGEREBINC3,
    SECPRIV: BRAND_AGENT_MENU.SECPRIV,
    MAILCEN: BRAND_AGENT_MENU.MAILCEN,
  };
}

/** Whether the active brand's brand.json leaves this screen on. */
export function brandFeatureOn(feature: FeatureSwitch): boolean {
  return featureSwitchOn({ agentMenu: brandAgentMenu(), agent: brand.agent }, feature);
}
