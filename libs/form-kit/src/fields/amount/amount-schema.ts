import * as z from 'zod/mini';
import { encodeMessage } from '../../schema/field-message';
import { parseAmount, type AmountLimits } from './minor-units';

/** A kit-form amount: a string in the form, integer minor units out of the schema (what a money call takes). */
export function amount(limits: AmountLimits) {
  return z.pipe(
    z.string().check(
      z.superRefine((typed: string, context) => {
        const parsed = parseAmount(typed, limits);
        if (!parsed.ok) context.addIssue({ code: 'custom', message: encodeMessage(parsed.message), input: typed });
      }),
    ),
    z.transform((typed: string) => {
      const parsed = parseAmount(typed, limits);
      return parsed.ok ? parsed.minor : Number.NaN;
    }),
  );
}
