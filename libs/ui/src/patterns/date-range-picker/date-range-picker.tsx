import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../components/text-field/text-field';
import { Column, Columns } from '../../layout/columns';
import { Stack } from '../../layout/stack';
import { presetRange, RANGE_PRESETS, rangeProblem, toIsoDate, type DateRange, type RangePreset } from './date-range';
import * as styles from './date-range-picker.css';

export interface ChosenRange extends DateRange {
  preset: RangePreset;
}

export interface DateRangePickerProps {
  /** Called with every usable range the member picks, never with an invalid one. */
  onChange: (range: ChosenRange) => void;
  defaultPreset?: RangePreset;
  /** The dates a 'custom' defaultPreset starts from (e.g. restored from the URL); ignored for the other presets. */
  defaultRange?: DateRange;
  /** The longest range a custom choice may cover, in days (both ends included). */
  maxSpanDays?: number;
  /** The current moment; tests and stories pass a fixed one. */
  now?: () => Date;
  'data-testid'?: string;
}

const PRESET_LABEL: Record<RangePreset, string> = {
  today: 'kit_range_today',
  last7Days: 'kit_range_7_days',
  last30Days: 'kit_range_30_days',
  custom: 'kit_range_custom',
};

/** The one name of each range ("7 days"), for every screen that offers these ranges; the "kit" text group. */
export const rangePresetLabelKey = (preset: RangePreset): string => PRESET_LABEL[preset];

const PROBLEM_TEXT = {
  missing: 'kit_range_error_missing',
  order: 'kit_range_error_order',
  span: 'kit_range_error_span',
  future: 'kit_range_error_future',
} as const;

const systemNow = () => new Date();

/** The custom range's two date fields, first day then last. */
const RANGE_ENDS = [
  { end: 'start', labelKey: 'kit_range_start' },
  { end: 'end', labelKey: 'kit_range_end' },
] as const;

/**
 * Today, the last 7 or 30 days, or two dates of the member's choice (records, agent reports).
 * Needs the "kit" text group loaded.
 */
export function DateRangePicker({
  onChange,
  defaultPreset = 'today',
  defaultRange,
  maxSpanDays = 30,
  now = systemNow,
  'data-testid': testId,
}: DateRangePickerProps) {
  const { t } = useTranslation();
  const errorId = useId();
  const [preset, setPreset] = useState<RangePreset>(defaultPreset);
  const [custom, setCustom] = useState<DateRange>(() =>
    defaultPreset === 'custom' ? (defaultRange ?? presetRange('today', now())) : presetRange(defaultPreset, now()),
  );

  const problem = preset === 'custom' ? rangeProblem(custom, { maxSpanDays, now: now() }) : null;

  const choosePreset = (next: RangePreset) => {
    setPreset(next);
    if (next === 'custom') {
      // Custom starts from the range on screen, which is always valid, so there is nothing new to report.
      return;
    }
    const range = presetRange(next, now());
    setCustom(range);
    onChange({ ...range, preset: next });
  };

  const editCustom = (edit: Partial<DateRange>) => {
    const next = { ...custom, ...edit };
    setCustom(next);
    if (rangeProblem(next, { maxSpanDays, now: now() }) === null) onChange({ ...next, preset: 'custom' });
  };

  return (
    <Stack gap="sm" data-testid={testId}>
      <div role="group" aria-label={t('kit_range_label')} className={styles.presets}>
        {RANGE_PRESETS.map((option) => (
          <button
            key={option}
            type="button"
            className={styles.preset}
            aria-pressed={preset === option}
            onClick={() => choosePreset(option)}
            data-testid={`range-${option}`}
          >
            {t(PRESET_LABEL[option])}
          </button>
        ))}
      </div>
      {preset === 'custom' ? (
        <>
          <Columns gap="sm">
            {RANGE_ENDS.map(({ end, labelKey }) => (
              <Column key={end}>
                <TextField
                  type="date"
                  label={t(labelKey)}
                  value={custom[end]}
                  max={toIsoDate(now())}
                  onChange={(event) => editCustom({ [end]: event.target.value })}
                  aria-invalid={problem ? true : undefined}
                  aria-describedby={problem ? errorId : undefined}
                />
              </Column>
            ))}
          </Columns>
          {problem ? (
            <p id={errorId} role="alert" className={styles.error}>
              {t(PROBLEM_TEXT[problem], { days: maxSpanDays })}
            </p>
          ) : null}
        </>
      ) : null}
    </Stack>
  );
}
