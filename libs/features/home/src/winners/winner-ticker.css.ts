import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '@playdeck/ui/theme';
import { marqueeTrack } from '../motion/marquee.css';

export const ROW_HEIGHT = 40;
export const VISIBLE_ROWS = 5;

const scroll = keyframes({ from: { transform: 'translateY(0)' }, to: { transform: 'translateY(-50%)' } });

export const viewport = style({
  height: ROW_HEIGHT * VISIBLE_ROWS,
  overflow: 'hidden',
  '@media': { '(prefers-reduced-motion: reduce)': { overflowY: 'auto' } },
  ':focus-visible': { outline: `3px solid ${vars.colors.text}`, outlineOffset: 2 },
});

export const track = style([
  marqueeTrack,
  { animationName: scroll, '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } } },
]);

export const repeat = style({
  '@media': { '(prefers-reduced-motion: reduce)': { display: 'none' } },
});

export const list = style({ margin: 0, padding: 0, listStyle: 'none' });

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 0.8fr) minmax(0, 1.2fr) auto',
  alignItems: 'center',
  gap: vars.spacing.sm,
  height: ROW_HEIGHT,
  borderBottom: `1px solid ${vars.colors.border}`,
  fontSize: vars.typography.fontSize.sm,
});

export const cell = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const amount = style({
  color: vars.colors.success,
  fontWeight: vars.typography.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
});
