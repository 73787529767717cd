import { useTranslation } from 'react-i18next';
import { RECORD_TYPES, wireToMinor } from '@playdeck/api';
import { KeyValueSummary } from '@playdeck/ui/patterns';
import type { RecordTotal } from '../api/record-pages-query';
import { amountTone, formatRecordAmount } from '../money/record-money';
import { RECORD_TYPE_LABEL } from './record-labels';
import * as styles from './records.css';

export interface RecordTotalsProps {
  totals: readonly RecordTotal[];
}

/** The signed sum and count of each type over the whole range (every page), in the types' own order. */
export function RecordTotals({ totals }: RecordTotalsProps) {
  const { t } = useTranslation();
  const ordered = [...totals].sort((a, b) => RECORD_TYPES.indexOf(a.type) - RECORD_TYPES.indexOf(b.type));
  return (
    <section aria-label={t('records_totals_label')}>
      <KeyValueSummary
        data-testid="records-totals"
        items={ordered.map((total) => {
          const amount = wireToMinor(total.amount);
          return {
            id: total.type,
            label: t('records_total_count', { type: t(RECORD_TYPE_LABEL[total.type]), count: total.count }),
            value: (
              <span className={styles.amount[amountTone(amount)]} data-tone={amountTone(amount)}>
                {formatRecordAmount(amount, { signed: true })}
              </span>
            ),
            emphasis: true,
          };
        })}
      />
    </section>
  );
}
