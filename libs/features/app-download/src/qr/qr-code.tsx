import { useMemo } from 'react';
import { qrDrawing } from './qr-matrix';
import * as styles from './qr-code.css';

export interface QrCodeProps {
  /** The text to encode, e.g. a download URL. */
  value: string;
  /** What the code leads to, for screen readers. */
  label: string;
  className?: string;
}

/** A QR code drawn in the page (no image request), dark on white whatever the brand's colours. */
export function QrCode({ value, label, className }: QrCodeProps) {
  const { size, path } = useMemo(() => qrDrawing(value), [value]);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      className={className ? `${styles.code} ${className}` : styles.code}
      data-qr-value={value}
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
