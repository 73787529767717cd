import type { BrandConfig } from '@playdeck/brand/schema';
import type { TestPlatform } from './test-platform';

/**
 * Runs `body` with the brand of `merchantCode` answering as if its brand.json had `changes` (its agent menu keys
 * and dividend), then puts the brand's own settings back. For specs of a screen's figures on a merchant whose
 * brand turns that screen off (lucky turns off team P&L and the agent rebate, for instance).
 */
export async function withBrandSwitches<T>(
  platform: TestPlatform,
  merchantCode: string,
  changes: { agentMenu?: Partial<BrandConfig['agentMenu']>; agent?: Partial<BrandConfig['agent']> },
  body: () => Promise<T>,
): Promise<T> {
  const brand = platform.services.brands.find((candidate) => candidate.config.merchantCode === merchantCode);
  if (!brand) throw new Error(`no brand has merchant code ${merchantCode}`);
  const own = brand.config;
  brand.config = { ...own, agentMenu: { ...own.agentMenu, ...changes.agentMenu }, agent: { ...own.agent, ...changes.agent } };
  try {
    return await body();
  } finally {
    brand.config = own;
  }
}
