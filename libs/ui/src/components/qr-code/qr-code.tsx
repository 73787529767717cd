import { useMemo } from 'react';
import { qrDrawing } from './qr-matrix';
import * as styles from './qr-code.css';

export interface QrCodeProps {
  /** The text to encode (a download URL, a payment text); drawn only, never opened as a link. */
  value: string;
  /** What the code leads to or is for, for screen readers. */
  label: string;
  /** `small` in a card beside its caption, `large` alone and centred. */
  size?: keyof typeof styles.sizes;
  'data-testid'?: string;
}

/** A QR code drawn in the page (no image request), dark on white whatever the brand's colours. */
export function QrCode({ value, label, size = 'small', 'data-testid': testId }: QrCodeProps) {
  const { size: modules, darkModules, path } = useMemo(() => qrDrawing(value), [value]);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${modules} ${modules}`}
      shapeRendering="crispEdges"
      className={styles.sizes[size]}
      data-qr-value={value}
      data-size={modules}
      data-modules={darkModules}
      data-testid={testId}
    >
      <rect width={modules} height={modules} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
