export { vars } from './theme/contract.css';

export { Button, buttonClassName, type ButtonProps, type ButtonSize, type ButtonVariant } from './components/button/button';
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
  useToastIfProvided,
  type ToastApi,
  type ToastKind,
  type ToastOptions,
} from './components/toast/toast';
export { EmptyState, type EmptyStateProps } from './components/empty-state/empty-state';
export { Skeleton, type SkeletonProps, type SkeletonShape } from './components/skeleton/skeleton';
export { Image, type ImageProps } from './components/image/image';
export { imageCandidates, setImageCdns, useImageCdns } from './components/image/image-cdns';
export { Badge, formatBadgeCount, type BadgeProps, type BadgeTone } from './components/badge/badge';
export { GuardedLink, useRefusedUrlNotice, type GuardedLinkProps } from './components/guarded-link';
export { LineIcon, type LineIconProps } from './components/line-icon/line-icon';
export { visuallyHidden } from './utils/shared.css';
export { useLatest } from './utils/use-latest';
export { prefersReducedMotion } from './utils/reduced-motion';
export {
  afterFirstView,
  expectFirstView,
  firstViewPending,
  firstViewSettled,
  idleTurn,
  waitsForFirstView,
  whenFirstViewSettled,
  FIRST_VIEW_WAIT_MS,
} from './utils/first-view-gate';
export { RandomSourceProvider, useRandomNumbers, type RandomNumbers } from './utils/random-source';
export { beginPendingWork, pendingWork, PendingWhileMounted, usePendingWhile, type PendingWorkKind } from './utils/pending-work';
