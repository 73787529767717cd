import type { AgentMenuKey } from './constants';

/**
 * The screens a brand can turn off in brand.json: each agent menu key (spec section 6) and the agent dividend
 * (`agent.dividend`). A switch that is off hides the entry, sends a typed URL away (the app's route guard) and
 * makes the platform refuse the screen's calls for the brand's merchant (`function.not.available`).
 */
export type FeatureSwitch = AgentMenuKey | 'agent.dividend';

/** The part of brand.json the switches are read from. */
export interface FeatureSwitchSource {
  agentMenu: Readonly<Record<AgentMenuKey, boolean>>;
  agent: { readonly dividend: boolean };
}

export function featureSwitchOn(source: FeatureSwitchSource, feature: FeatureSwitch): boolean {
  return feature === 'agent.dividend' ? source.agent.dividend : source.agentMenu[feature];
}
