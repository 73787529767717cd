import * as z from 'zod/mini';
import { wireToMinor, type WithdrawSettings } from '@playdeck/api';
import { encodeMessage, formatMinor, parseAmount, type FieldMessage } from '@playdeck/form-kit';
import { amountDecimals } from '@playdeck/site-data';

/** An amount as the member types it, in the brand's currency's display decimals. */
const typedText = (minor: number) => formatMinor(minor, amountDecimals.decimals, amountDecimals.shownDecimals);

/** A withdrawal's bounds in integer minor units, from the settings' wire amounts. */
export interface WithdrawLimits {
  min: number;
  max: number;
  withdrawable: number;
}

export function withdrawLimits(settings: Pick<WithdrawSettings, 'min' | 'max' | 'withdrawable'>): WithdrawLimits {
  return { min: wireToMinor(settings.min), max: wireToMinor(settings.max), withdrawable: wireToMinor(settings.withdrawable) };
}

/** The most one withdrawal may take now: the per-withdrawal maximum or the withdrawable balance, whichever is less. */
export const largestWithdrawal = ({ max, withdrawable }: WithdrawLimits): number => Math.min(max, withdrawable);

/** Why a typed amount cannot be withdrawn (null when it can), judged in integer minor units. */
export function withdrawAmountProblem(typed: string, limits: WithdrawLimits): FieldMessage | null {
  const parsed = parseAmount(typed, amountDecimals);
  if (!parsed.ok) return parsed.message;
  if (parsed.minor === 0) return { key: 'withdraw_amount_positive' };
  if (parsed.minor < limits.min) return { key: 'withdraw_amount_below_min', params: { min: typedText(limits.min) } };
  if (parsed.minor > limits.max) return { key: 'withdraw_amount_above_max', params: { max: typedText(limits.max) } };
  if (parsed.minor > limits.withdrawable) {
    return { key: 'withdraw_amount_above_balance', params: { balance: typedText(limits.withdrawable) } };
  }
  return null;
}

/** The form's amount: text in, integer minor units out, checked against min, max and the withdrawable balance. */
export function withdrawAmount(limits: WithdrawLimits) {
  return z.pipe(
    z.string().check(
      z.trim(),
      z.superRefine((typed: string, context) => {
        const problem = withdrawAmountProblem(typed, limits);
        if (problem) context.addIssue({ code: 'custom', message: encodeMessage(problem), input: typed });
      }),
    ),
    z.transform((typed: string) => {
      const parsed = parseAmount(typed, amountDecimals);
      return parsed.ok ? parsed.minor : Number.NaN;
    }),
  );
}
