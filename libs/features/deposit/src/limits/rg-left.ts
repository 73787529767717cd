import { wireToMinor, type RgLimits } from '@playdeck/api';
import { ApiError } from '@playdeck/api/client';
import type { FieldMessage } from '@playdeck/form-kit';
import { formatDateTime } from '@playdeck/i18n';
import { formatMoney } from '@playdeck/site-data';

/** What the tightest deposit or loss limit leaves, in minor units; null when the member has none. */
export function tightestLeft({ limits }: RgLimits): number | null {
  const left = limits.flatMap((limit) => (limit.left === null ? [] : [wireToMinor(limit.left)]));
  return left.length === 0 ? null : Math.max(0, Math.min(...left));
}

/** The amount field's message when a deposit would pass a limit: names what is left. */
export const overLeftMessage = (leftMinor: number): FieldMessage => ({
  key: 'deposit_rg_over_left',
  params: { left: formatMoney(leftMinor) },
});

/** A time-out or self-exclusion in force: deposits are closed until its end, which the message dates. */
export function breakRefusal(error: unknown): FieldMessage | null {
  if (!(error instanceof ApiError) || error.value?.endsAt === undefined) return null;
  if (error.errorCode === 'rg.time.out') return { key: 'deposit_rg_time_out', params: { date: formatDateTime(error.value.endsAt) } };
  if (error.errorCode === 'rg.self.excluded')
    return { key: 'deposit_rg_self_excluded', params: { date: formatDateTime(error.value.endsAt) } };
  return null;
}
