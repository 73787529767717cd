import { useTranslation } from 'react-i18next';
import { RECORD_TYPES, type RecordType } from '@playdeck/api';
import { RECORD_TYPE_LABEL } from './record-labels';
import * as styles from './records.css';

export interface RecordTypeFilterProps {
  /** The type shown, or null for all. */
  value: RecordType | null;
  onChange: (type: RecordType | null) => void;
}

/** All types or one, as a row of chips that scrolls sideways on a narrow phone. */
export function RecordTypeFilter({ value, onChange }: RecordTypeFilterProps) {
  const { t } = useTranslation();
  const options: Array<{ type: RecordType | null; label: string }> = [
    { type: null, label: t('records_type_all') },
    ...RECORD_TYPES.map((type) => ({ type, label: t(RECORD_TYPE_LABEL[type]) })),
  ];
  return (
    <div role="group" aria-label={t('records_type_label')} className={styles.typeChips} data-testid="records-type-filter">
      {options.map((option) => (
        <button
          key={option.type ?? 'ALL'}
          type="button"
          className={styles.typeChip}
          aria-pressed={value === option.type}
          onClick={() => onChange(option.type)}
          data-testid={`records-type-${option.type ?? 'ALL'}`}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
