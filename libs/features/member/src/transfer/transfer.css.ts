import { style } from '@vanilla-extract/css';
import { vars } from '@playdeck/ui/theme';

export const screen = style({ padding: vars.spacing.lg, paddingBottom: `calc(${vars.spacing.lg} * 2 + 48px)` });

export const picker = style({ display: 'flex', flexDirection: 'column', gap: vars.spacing.xs, flex: 1, minWidth: 0 });

export const pickerLabel = style({ fontSize: vars.typography.fontSize.sm, color: vars.colors.textMuted });

export const select = style({
  width: '100%',
  minHeight: 44,
  padding: `0 ${vars.spacing.sm}`,
  border: `1px solid ${vars.colors.border}`,
  borderRadius: vars.radii.md,
  background: vars.colors.surface,
  color: vars.colors.text,
  fontSize: vars.typography.fontSize.md,
});

export const amount = style({ fontVariantNumeric: 'tabular-nums' });
