// A separate entry: the page patterns come with the screens that use them, never with the first render.
// Their texts are the lazy "kit" text group: a screen using them loads it (loadTexts('kit')) in its route loader.
export {
  SectionedList,
  type RowLinkComponent,
  type SectionedListProps,
  type SectionedListRow,
  type SectionedListSection,
} from './sectioned-list/sectioned-list';
export { KeyValueSummary, type KeyValueItem, type KeyValueSummaryProps } from './key-value-summary/key-value-summary';
export { DataTable, type DataTableColumn, type DataTableProps } from './data-table/data-table';
export { DateRangePicker, rangePresetLabelKey, type ChosenRange, type DateRangePickerProps } from './date-range-picker/date-range-picker';
export {
  presetRange,
  rangeProblem,
  spanDays,
  toIsoDate,
  type DateRange,
  type RangePreset,
  type RangeProblem,
} from './date-range-picker/date-range';
export { chosenToEpoch, localDaysToEpoch, presetToEpoch, type EpochRange, type PresetName } from './date-range-picker/epoch-range';
export { StatusPill, TonePill, type PillTone, type StatusPillProps, type TonePillProps } from './status-pill/status-pill';
export { APPLICATION_STATES, type ApplicationState } from './status-pill/application-state';
export { ConfirmSheet, type ConfirmSheetProps } from './confirm-sheet/confirm-sheet';
