import { Overlay, type OverlayProps } from '../overlay/overlay';

export interface SheetProps extends OverlayProps {
  /** Decorative grab handle at the top edge. */
  handle?: boolean;
}

/** Bottom sheet. Shares behaviour (focus, Escape, scroll lock, mask-click guard) with Modal. */
export function Sheet({ handle = true, ...props }: SheetProps) {
  return <Overlay {...props} placement="bottom" handle={handle} />;
}
