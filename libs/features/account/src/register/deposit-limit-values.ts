import type { RgLimitPeriod } from '@playdeck/api';

/** The deposit limit a brand with `responsibleGaming.depositLimitAtRegistration` asks for on its register form. */
export interface DepositLimitValues {
  /** Typed in the brand currency. */
  depositLimitAmount: string;
  depositLimitPeriod: RgLimitPeriod;
}

export const initialDepositLimit = (): DepositLimitValues => ({ depositLimitAmount: '', depositLimitPeriod: 'DAILY' });
