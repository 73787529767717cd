export { vars } from './theme/contract.css';

export { Button, type ButtonProps, type ButtonSize, type ButtonVariant } from './components/button/button';
export { TextField, type TextFieldProps } from './components/text-field/text-field';
export { Tab, TabList, TabPanel, Tabs, type TabListProps, type TabPanelProps, type TabProps, type TabsProps } from './components/tabs/tabs';
export { MASK_CLICK_GUARD_MS, OVERLAY_EXIT_MS } from './components/overlay/overlay-timing';
export type { OverlayProps } from './components/overlay/overlay';
export { Modal, type ModalProps } from './components/modal/modal';
export { Sheet, type SheetProps } from './components/sheet/sheet';
export {
  DEFAULT_TOAST_DURATION_MS,
  ToastProvider,
  useToast,
  type ToastApi,
  type ToastKind,
  type ToastOptions,
} from './components/toast/toast';
export { EmptyState, type EmptyStateProps } from './components/empty-state/empty-state';
export { Skeleton, type SkeletonProps, type SkeletonShape } from './components/skeleton/skeleton';
export { Image, type ImageProps } from './components/image/image';
export { Badge, formatBadgeCount, type BadgeProps, type BadgeTone } from './components/badge/badge';
export { visuallyHidden } from './utils/shared.css';
export { LanguageSelect } from './components/language-select/language-select';
export { CopyrightLine } from './components/copyright-line/copyright-line';

export { sprinkles, space, type Sprinkles, type Space, type ColorSlot } from './layout/sprinkles.css';
export { Box, type BoxProps } from './layout/box';
export { Stack, type StackProps } from './layout/stack';
export { Inline, type InlineProps } from './layout/inline';
export { Column, Columns, type ColumnProps, type ColumnsProps } from './layout/columns';
export { Card, type CardProps } from './layout/card';
export { Text, type TextProps } from './layout/text';
export {
  SectionedList,
  type RowLinkComponent,
  type SectionedListProps,
  type SectionedListRow,
  type SectionedListSection,
} from './patterns/sectioned-list/sectioned-list';
export { KeyValueSummary, type KeyValueItem, type KeyValueSummaryProps } from './patterns/key-value-summary/key-value-summary';
export { DataTable, type DataTableColumn, type DataTableProps } from './patterns/data-table/data-table';
export { DateRangePicker, type ChosenRange, type DateRangePickerProps } from './patterns/date-range-picker/date-range-picker';
export { presetRange, rangeProblem, spanDays, toIsoDate, type DateRange, type RangePreset, type RangeProblem } from './patterns/date-range-picker/date-range';
export { StatusPill, type StatusPillProps } from './patterns/status-pill/status-pill';
export { APPLICATION_STATES, type ApplicationState } from './patterns/status-pill/application-state';
export { ConfirmSheet, type ConfirmSheetProps } from './patterns/confirm-sheet/confirm-sheet';
