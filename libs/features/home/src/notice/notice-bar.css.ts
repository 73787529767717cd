import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '@playdeck/ui/theme';
import { marqueeTrack } from '../motion/marquee.css';

const scroll = keyframes({ from: { transform: 'translateX(0)' }, to: { transform: 'translateX(-50%)' } });

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.spacing.sm,
  minHeight: 44,
  minWidth: 0,
  color: vars.colors.text,
  textDecoration: 'none',
  ':focus-visible': { outline: `2px solid ${vars.colors.primary}`, outlineOffset: 2 },
});

export const icon = style({ flexShrink: 0, color: vars.colors.primary });

export const viewport = style({ flex: 1, minWidth: 0, overflow: 'hidden' });

export const track = style([
  marqueeTrack,
  {
    display: 'inline-flex',
    whiteSpace: 'nowrap',
    animationName: scroll,
    '@media': {
      '(prefers-reduced-motion: reduce)': { display: 'block', animation: 'none', overflow: 'hidden', textOverflow: 'ellipsis' },
    },
  },
]);

export const copy = style({ display: 'inline-flex', fontSize: vars.typography.fontSize.sm });

export const repeat = style({
  '@media': { '(prefers-reduced-motion: reduce)': { display: 'none' } },
});

export const title = style({ paddingRight: vars.spacing.xl });

export const status = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.spacing.sm,
  minHeight: 44,
  fontSize: vars.typography.fontSize.sm,
  color: vars.colors.textMuted,
});
