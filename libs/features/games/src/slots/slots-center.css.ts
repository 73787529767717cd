import { style } from '@vanilla-extract/css';
import { vars } from '@playdeck/ui/theme';

export const providers = style({ display: 'flex', gap: vars.spacing.xs, overflowX: 'auto', margin: 0, padding: '0 0 2px', listStyle: 'none' });
export const provider = style({
  flex: '0 0 auto',
  minHeight: 36,
  padding: `0 ${vars.spacing.sm}`,
  border: `1px solid ${vars.colors.border}`,
  borderRadius: vars.radii.md,
  background: vars.colors.surface,
  color: vars.colors.text,
  fontFamily: vars.typography.fontFamily,
  fontSize: vars.typography.fontSize.sm,
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': { borderColor: vars.colors.primary, background: vars.colors.primary, color: vars.colors.onPrimary },
    '&:focus-visible': { outline: `2px solid ${vars.colors.primary}`, outlineOffset: 2 },
  },
});
