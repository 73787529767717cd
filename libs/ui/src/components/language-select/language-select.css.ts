import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const field = style({ display: 'flex', alignItems: 'center', gap: vars.spacing.sm });

export const label = style({ fontSize: vars.typography.fontSize.sm, color: vars.colors.textMuted });

export const select = style({
  minHeight: 36,
  padding: `0 ${vars.spacing.sm}`,
  borderRadius: vars.radii.sm,
  border: `1px solid ${vars.colors.border}`,
  background: vars.colors.surface,
  color: vars.colors.text,
  fontFamily: 'inherit',
  fontSize: vars.typography.fontSize.sm,
});
