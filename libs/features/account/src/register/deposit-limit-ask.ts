import type { ComponentType } from 'react';
import { loadResponsibleGamingRules } from '@playdeck/brand/responsible-gaming';
import { checkDepositLimitAmount, depositLimitBody } from './deposit-limit-at-registration';
import { DepositLimitFields } from './deposit-limit-fields';

/** How the register form asks for a deposit limit: its fields, the amount's check and the limit's body. */
export interface DepositLimitAsk {
  Fields: ComponentType;
  check: typeof checkDepositLimitAmount;
  body: typeof depositLimitBody;
}

const ASK: DepositLimitAsk = { Fields: DepositLimitFields, check: checkDepositLimitAmount, body: depositLimitBody };

/** The ask where the brand's rules (brand.json `responsibleGaming.depositLimitAtRegistration`) want one, else null. */
export async function depositLimitAsk(): Promise<DepositLimitAsk | null> {
  const rules = await loadResponsibleGamingRules();
  return rules.depositLimitAtRegistration ? ASK : null;
}
