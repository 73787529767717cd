import { useMemo } from 'react';
import { qrDrawing } from './qr-matrix';
import * as styles from './qr-code.css';

export interface QrCodeProps {
  /** The payment text to encode; drawn only, never opened as a link. */
  payload: string;
  /** What the code is for, for screen readers. */
  label: string;
  'data-testid'?: string;
}

/** A payment QR code drawn in the page as SVG (no image request), dark on white whatever the brand's colours. */
export function QrCode({ payload, label, 'data-testid': testId }: QrCodeProps) {
  const { size, darkModules, path } = useMemo(() => qrDrawing(payload), [payload]);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      className={styles.code}
      data-size={size}
      data-modules={darkModules}
      data-testid={testId}
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
