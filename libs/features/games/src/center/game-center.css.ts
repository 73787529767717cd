import { style } from '@vanilla-extract/css';
import { vars } from '@playdeck/ui/theme';

export const tabs = style({ display: 'flex', gap: vars.spacing.xs, overflowX: 'auto', paddingBottom: 2 });
export const vendors = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.spacing.sm,
});
export const vendor = style({
  width: '100%',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.spacing.xs,
  padding: vars.spacing.xs,
  border: 'none',
  borderRadius: vars.radii.md,
  background: vars.colors.surfaceAlt,
  color: vars.colors.text,
  fontFamily: vars.typography.fontFamily,
  fontSize: vars.typography.fontSize.sm,
  fontWeight: vars.typography.fontWeight.bold,
  textAlign: 'left',
  textDecoration: 'none',
  cursor: 'pointer',
  ':focus-visible': { outline: `2px solid ${vars.colors.primary}`, outlineOffset: 2 },
  selectors: { '&[aria-busy="true"]': { opacity: 0.6 } },
});
export const vendorIcon = style({ borderRadius: vars.radii.sm });
