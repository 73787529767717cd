import type { DepositChannel } from '@playdeck/api';

// Drawn, not emoji: a phone without the emoji font would show empty boxes.
const PATHS: Record<DepositChannel['type'], string> = {
  BANK_TRANSFER: 'M12 3 3 8v2h18V8l-9-5Zm-7 9v6h2v-6H5Zm4 0v6h2v-6H9Zm4 0v6h2v-6h-2Zm4 0v6h2v-6h-2ZM3 20v2h18v-2H3Z',
  E_WALLET:
    'M4 6a2 2 0 0 1 2-2h11v3H6v10h14V9H6V7h14a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V6Zm12 7a1.5 1.5 0 1 0 3 0 1.5 1.5 0 0 0-3 0Z',
  QR: 'M3 3h8v8H3V3Zm2 2v4h4V5H5Zm8-2h8v8h-8V3Zm2 2v4h4V5h-4ZM3 13h8v8H3v-8Zm2 2v4h4v-4H5Zm8-2h2v2h-2v-2Zm4 0h4v2h-4v-2Zm-4 4h4v4h-4v-4Zm6 0h2v4h-2v-4Z',
};

/** A decorative mark per kind of channel (hidden from screen readers: the channel's name says it). */
export function ChannelIcon({ type, className }: { type: DepositChannel['type']; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false" className={className}>
      <path d={PATHS[type]} fill="currentColor" fillRule="evenodd" />
    </svg>
  );
}
