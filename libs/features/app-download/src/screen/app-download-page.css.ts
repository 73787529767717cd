import { sprinkles } from '@playdeck/ui/box';
import { style } from '@vanilla-extract/css';
import { vars } from '@playdeck/ui/theme';

/** The shell's floating customer-service button (48 px, fixed bottom right) must not cover the guide's buttons. */
const FLOAT_BUTTON_CLEARANCE = `calc(${vars.spacing.lg} * 2 + 48px + env(safe-area-inset-bottom, 0px))`;

export const screen = style([
  sprinkles({ display: 'flex', flexDirection: 'column', gap: 'md' }),
  { padding: vars.spacing.lg, paddingBottom: FLOAT_BUTTON_CLEARANCE },
]);

export const intro = style([
  sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xs', alignItems: 'center' }),
  { textAlign: 'center' },
]);

export const icon = style({ borderRadius: vars.radii.lg });

export const platforms = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))',
  gap: vars.spacing.md,
});

export const qr = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.spacing.xs,
  margin: 0,
  textAlign: 'center',
});

export const warning = style({
  margin: 0,
  padding: `${vars.spacing.sm} ${vars.spacing.md}`,
  borderRadius: vars.radii.md,
  borderLeft: `4px solid ${vars.colors.warning}`,
  background: vars.colors.surface,
  color: vars.colors.text,
  fontSize: vars.typography.fontSize.sm,
  fontWeight: vars.typography.fontWeight.bold,
  lineHeight: vars.typography.lineHeight,
});

export const tip = style([
  sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xs', padding: 'md' }),
  { borderRadius: vars.radii.md, background: vars.colors.surfaceAlt },
]);
