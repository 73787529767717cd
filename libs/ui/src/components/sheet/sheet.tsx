import { Overlay, type OverlayProps } from '../overlay/overlay';
import * as styles from './sheet.css';

export interface SheetProps extends OverlayProps {
  /** Show the grab handle at the top edge (decorative). */
  handle?: boolean;
}

/** Bottom sheet. Shares behaviour (focus, Escape, scroll lock, mask-click guard) with Modal. */
export function Sheet({ handle = true, ...props }: SheetProps) {
  return (
    <Overlay
      {...props}
      maskClassName={styles.mask}
      panelClassName={styles.panel}
      before={handle ? <div className={styles.handle} aria-hidden="true" /> : null}
    />
  );
}
