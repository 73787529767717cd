import { style } from '@vanilla-extract/css';
import { vars } from '@playdeck/ui/theme';

export const menu = style({
  display: 'flex',
  gap: vars.spacing.xs,
  overflowX: 'auto',
  scrollbarWidth: 'none',
  margin: `0 calc(-1 * ${vars.spacing.lg})`,
  padding: `0 ${vars.spacing.lg}`,
});

export const cards = style({
  display: 'grid',
  gap: vars.spacing.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  borderRadius: vars.radii.md,
  overflow: 'hidden',
  background: vars.colors.surface,
  border: `1px solid ${vars.colors.border}`,
  color: vars.colors.text,
  textDecoration: 'none',
  ':focus-visible': { outline: `2px solid ${vars.colors.primary}`, outlineOffset: 2 },
});

export const cardBody = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.spacing.sm,
  padding: vars.spacing.md,
});

export const cardText = style({ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: vars.spacing.xs });

export const cardTitle = style({
  margin: 0,
  fontSize: vars.typography.fontSize.md,
  fontWeight: vars.typography.fontWeight.bold,
  lineHeight: vars.typography.lineHeight,
});

export const detail = style({ display: 'flex', flexDirection: 'column', gap: vars.spacing.md });

export const banner = style({ borderRadius: vars.radii.md });

export const skeletonCard = style({ display: 'flex', flexDirection: 'column', gap: vars.spacing.sm });
