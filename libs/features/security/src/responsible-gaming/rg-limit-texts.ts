import type { TFunction } from 'i18next';
import { wireToMinor, type RgLimit, type RgLimitKind, type RgLimitPeriod } from '@playdeck/api';
import { formatDateTime } from '@playdeck/i18n';
import { formatMoney } from '@playdeck/site-data';

/** The form field of one kind and period: `DEPOSIT_DAILY`. */
export const limitField = (kind: RgLimitKind, period: RgLimitPeriod) => `${kind}_${period}` as const;
export type LimitField = ReturnType<typeof limitField>;

const money = (amount: number | null, t: TFunction) => (amount === null ? t('security_rg_no_limit') : formatMoney(wireToMinor(amount)));

/** What one limit stands at: in force, used and left, and a raise or removal waiting for its cooling-off. */
export function limitStatus(limit: RgLimit, t: TFunction): string[] {
  const used = formatMoney(wireToMinor(limit.used));
  const now =
    limit.amount === null
      ? t('security_rg_status_none', { used })
      : t('security_rg_status', { amount: money(limit.amount, t), used, left: money(limit.left ?? 0, t) });
  if (!limit.pending) return [now];
  return [
    now,
    t('security_rg_status_pending', { amount: money(limit.pending.amount, t), date: formatDateTime(limit.pending.effectiveAt) }),
  ];
}

/** "Deposit limit, daily": a limit named in a sentence. */
export const limitName = (limit: Pick<RgLimit, 'kind' | 'period'>, t: TFunction) =>
  t('security_rg_limit_name', { kind: t(`security_rg_kind_${limit.kind}`), period: t(`security_rg_period_${limit.period}`) });

/** After a save: whether a change applied at once or waits, and until when. */
export function changeOutcome(limit: RgLimit, requested: number | null, t: TFunction): string {
  const name = limitName(limit, t);
  const amount = requested === null ? t('security_rg_no_limit') : formatMoney(requested);
  if (limit.pending && (limit.pending.amount === null ? requested === null : wireToMinor(limit.pending.amount) === requested))
    return t('security_rg_outcome_pending', { name, amount, date: formatDateTime(limit.pending.effectiveAt) });
  return t('security_rg_outcome_now', { name, amount });
}
