import { style } from '@vanilla-extract/css';
import { vars } from '@playdeck/ui';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.spacing.xs, color: vars.colors.text });

export const label = style({ fontSize: vars.typography.fontSize.sm, fontWeight: vars.typography.fontWeight.bold });

export const select = style({
  minHeight: 44,
  paddingInline: vars.spacing.md,
  background: vars.colors.surface,
  color: 'inherit',
  border: `1px solid ${vars.colors.border}`,
  borderRadius: vars.radii.md,
  fontFamily: 'inherit',
  // iOS Safari zooms the page when a focused control's text is under 16px.
  fontSize: `max(16px, ${vars.typography.fontSize.md})`,
  selectors: {
    '&:focus': { outline: 'none', borderColor: vars.colors.primary, boxShadow: `0 0 0 1px ${vars.colors.primary}` },
    '&[aria-invalid="true"]': { borderColor: vars.colors.danger },
    '&:disabled': { background: vars.colors.surfaceAlt, opacity: 0.6 },
  },
});

export const error = style({ margin: 0, fontSize: vars.typography.fontSize.sm, color: vars.colors.danger });
