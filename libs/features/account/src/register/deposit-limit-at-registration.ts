import { minorToWire, type BodyOf, type contract } from '@playdeck/api';
import { parseAmount, type FieldMessage } from '@playdeck/form-kit';
import { amountDecimals } from '@playdeck/site-data';
import type { DepositLimitValues } from './deposit-limit-values';

// A limit of nothing would close deposits for good: at least one minor unit.
const limitAmount = (typed: string) => parseAmount(typed, { ...amountDecimals, min: 1 });

/** What is wrong with the typed limit (required, an amount of the brand currency), or null. */
export function checkDepositLimitAmount(typed: string): FieldMessage | null {
  const parsed = limitAmount(typed);
  return parsed.ok ? null : parsed.message;
}

/** The limit as the platform sets it once the new member is signed in; null while the amount does not parse. */
export function depositLimitBody(values: DepositLimitValues): BodyOf<typeof contract.responsibleGaming.setLimits> | null {
  const parsed = limitAmount(values.depositLimitAmount);
  if (!parsed.ok) return null;
  return { limits: [{ kind: 'DEPOSIT', period: values.depositLimitPeriod, amount: minorToWire(parsed.minor) }] };
}
