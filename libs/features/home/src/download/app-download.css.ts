import { style } from '@vanilla-extract/css';
import { vars } from '@playdeck/ui/theme';

export const block = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  alignItems: 'center',
  gap: vars.spacing.md,
});

export const icon = style({ borderRadius: vars.radii.md });

export const action = style({
  gridColumn: '1 / -1',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: 44,
  borderRadius: vars.radii.md,
  background: vars.colors.primary,
  color: vars.colors.onPrimary,
  fontWeight: vars.typography.fontWeight.bold,
  textDecoration: 'none',
  ':focus-visible': { outline: `2px solid ${vars.colors.text}`, outlineOffset: 2 },
});

/** The catalogue's size, on its own line under the app's line. */
export const games = style({ display: 'block', marginTop: vars.spacing.xs, fontWeight: vars.typography.fontWeight.bold });
