import { useTranslation } from 'react-i18next';
import { promotionPeriod, type DatedPromotion, type DateFormatter } from '../shared/content-dates';
import { Text } from '@playdeck/ui/layout';

/** "2024/01/05 – 2024/02/29" or "Long-term", in the given date format. */
export function PromotionPeriodText({ promotion, format, testId }: { promotion: DatedPromotion; format: DateFormatter; testId: string }) {
  const { t } = useTranslation();
  const period = promotionPeriod(promotion, format);
  return (
    <Text size="sm" weight="regular" tone="muted" data-testid={testId} data-long-term={period.kind === 'longTerm'}>
      {period.kind === 'longTerm' ? t('content_promotion_long_term') : t('content_date_range', { start: period.start, end: period.end })}
    </Text>
  );
}
