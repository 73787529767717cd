import { style } from '@vanilla-extract/css';
import { vars } from '@playdeck/ui/theme';

/** The shell's floating customer-service button (48 px, fixed bottom right) must not cover the guide's buttons. */
const FLOAT_BUTTON_CLEARANCE = `calc(${vars.spacing.lg} * 2 + 48px + env(safe-area-inset-bottom, 0px))`;

export const screen = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.spacing.md,
  padding: vars.spacing.lg,
  paddingBottom: FLOAT_BUTTON_CLEARANCE,
});

export const intro = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.spacing.xs,
  textAlign: 'center',
});

export const icon = style({ borderRadius: vars.radii.lg });

export const heading = style({
  margin: 0,
  fontSize: vars.typography.fontSize.xl,
  fontWeight: vars.typography.fontWeight.bold,
});

export const muted = style({
  margin: 0,
  color: vars.colors.textMuted,
  fontSize: vars.typography.fontSize.sm,
  lineHeight: vars.typography.lineHeight,
});

export const text = style({ margin: 0, fontSize: vars.typography.fontSize.md, lineHeight: vars.typography.lineHeight });

export const platforms = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))',
  gap: vars.spacing.md,
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: vars.spacing.sm,
  padding: vars.spacing.md,
  borderRadius: vars.radii.md,
  background: vars.colors.surface,
  border: `1px solid ${vars.colors.border}`,
});

export const cardTitle = style({
  margin: 0,
  fontSize: vars.typography.fontSize.md,
  fontWeight: vars.typography.fontWeight.bold,
  textAlign: 'center',
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

export const tip = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.spacing.xs,
  padding: vars.spacing.md,
  borderRadius: vars.radii.md,
  background: vars.colors.surfaceAlt,
});
