import { useState } from 'react';
import { DateRangePicker, type ChosenRange } from '@playdeck/ui/patterns';
import { MAX_CUSTOM_DAYS, rangeText, type RangeChoice } from '../filters/record-filters';

export interface RecordRangeFilterProps {
  range: RangeChoice;
  onChange: (range: RangeChoice) => void;
}

function choiceOf(chosen: ChosenRange): RangeChoice {
  return chosen.preset === 'custom' ? { preset: 'custom', start: chosen.start, end: chosen.end } : { preset: chosen.preset };
}

/**
 * The kit's picker over a range held in the URL. The picker keeps its own state, so it starts again from
 * the URL only when the range changed elsewhere (back, forward, a link): a range it reported itself keeps
 * it as it is, with focus in its date inputs.
 */
export function RecordRangeFilter({ range, onChange }: RecordRangeFilterProps) {
  const shown = rangeText(range);
  const [picker, setPicker] = useState({ shown, generation: 0 });
  if (picker.shown !== shown) setPicker({ shown, generation: picker.generation + 1 });

  const report = (chosen: ChosenRange) => {
    const next = choiceOf(chosen);
    setPicker({ shown: rangeText(next), generation: picker.generation });
    onChange(next);
  };

  return (
    <DateRangePicker
      key={picker.generation}
      defaultPreset={range.preset}
      defaultRange={range.preset === 'custom' ? { start: range.start, end: range.end } : undefined}
      maxSpanDays={MAX_CUSTOM_DAYS}
      onChange={report}
      data-testid="records-range"
    />
  );
}
