import { Overlay, type OverlayProps } from '../overlay/overlay';
import * as styles from './modal.css';

export type ModalProps = OverlayProps;

/** Centred dialog. Shares behaviour (focus, Escape, scroll lock, mask-click guard) with Sheet. */
export function Modal(props: ModalProps) {
  return <Overlay {...props} maskClassName={styles.mask} panelClassName={styles.panel} />;
}
