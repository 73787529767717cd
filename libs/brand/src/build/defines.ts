import { AGENT_MENU_KEYS, WHITELABEL_FLAGS } from '../constants';
import type { BrandConfig } from '../schema';

/**
 * Build-time constants: each flag becomes a literal so the minifier drops the code behind a flag that is off.
 * Code reads them as BRAND_FLAGS.X / BRAND_AGENT_MENU.X (declared in types/playdeck-brand.d.ts).
 */
export function brandDefines(config: BrandConfig): Record<string, string> {
  const defines: Record<string, string> = {};
  for (const flag of WHITELABEL_FLAGS) defines[`BRAND_FLAGS.${flag}`] = JSON.stringify(config.flags[flag]);
  for (const key of AGENT_MENU_KEYS) defines[`BRAND_AGENT_MENU.${key}`] = JSON.stringify(config.agentMenu[key]);
  return defines;
}
