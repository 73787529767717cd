import { sprinkles } from '@playdeck/ui/box';
import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@playdeck/ui/theme';

export const root = style([sprinkles({ display: 'flex', flexDirection: 'column', gap: 'sm' }), { minWidth: 0 }]);

export const slider = style({ width: '100%' });

// Swiper's stylesheet lifts its track and (on phones) every slide onto a translate3d layer even at rest; with less
// motion asked for the slider scrolls natively (cssMode), so nothing needs that layer and the slides paint in place.
globalStyle(`${slider} > .swiper-wrapper, ${slider} > .swiper-wrapper > .swiper-slide`, {
  '@media': { '(prefers-reduced-motion: reduce)': { transform: 'none' } },
});

export const card = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: vars.spacing.md,
  rowGap: vars.spacing.xs,
  alignItems: 'center',
  minHeight: 148,
  boxSizing: 'border-box',
  padding: vars.spacing.lg,
  borderRadius: vars.radii.md,
  background: vars.colors.surface,
  border: `1px solid ${vars.colors.border}`,
});

export const number = style({
  gridRow: 'span 2',
  alignSelf: 'start',
  display: 'grid',
  placeItems: 'center',
  width: 48,
  height: 48,
  borderRadius: '50%',
  background: vars.colors.primary,
  color: vars.colors.onPrimary,
  fontSize: vars.typography.fontSize.xl,
  fontWeight: vars.typography.fontWeight.bold,
});

export const arrow = style({
  display: 'grid',
  placeItems: 'center',
  width: 44,
  height: 44,
  padding: 0,
  borderRadius: '50%',
  border: `1px solid ${vars.colors.border}`,
  background: vars.colors.surface,
  color: vars.colors.text,
  cursor: 'pointer',
  ':disabled': { opacity: 0.4, cursor: 'default' },
  ':focus-visible': { outline: `2px solid ${vars.colors.primary}`, outlineOffset: 2 },
});

export const dots = style({ display: 'flex', justifyContent: 'center', gap: 6, margin: 0, padding: 0, listStyle: 'none' });

export const dot = style({ width: 8, height: 8, borderRadius: '50%', background: vars.colors.border });

export const dotActive = style({ background: vars.colors.primary });
