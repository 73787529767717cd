import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '@playdeck/ui/theme';
import { FLOAT_BUTTON_SIZE } from '../chrome/float-button.css';
import { FOOTER_HEIGHT } from '../footer/footer-menu.css';

/** Spec section 9: route transition 300 ms. */
export const PAGE_FADE_MS = 300;

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const frame = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100dvh',
});

export const page = style({
  flex: 1,
  animation: `${fadeIn} ${PAGE_FADE_MS}ms ease-out`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const pageAboveFooter = style({
  paddingBottom: `calc(${FOOTER_HEIGHT}px + env(safe-area-inset-bottom))`,
});

// The floating customer-service button sits in the bottom corner over the page: the page ends with room for
// it (its bottom margin, its size and a gap), so the last row of every page can scroll clear of it.
const floatRoom = `${vars.spacing.lg} + ${FLOAT_BUTTON_SIZE}px + ${vars.spacing.sm} + env(safe-area-inset-bottom)`;

export const pageClearOfFloat = style({ paddingBottom: `calc(${floatRoom})` });

export const pageAboveFooterClearOfFloat = style({ paddingBottom: `calc(${FOOTER_HEIGHT}px + ${floatRoom})` });
