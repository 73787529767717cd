import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const pill = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 22,
  padding: `0 ${vars.spacing.sm}`,
  borderRadius: vars.radii.pill,
  fontSize: vars.typography.fontSize.xs,
  fontWeight: vars.typography.fontWeight.bold,
  lineHeight: 1,
  whiteSpace: 'nowrap',
});

// Surface as the text colour on status fills: it contrasts with them in light and dark brands alike (see Badge).
export const tone = styleVariants({
  pending: { background: vars.colors.warning, color: vars.colors.surface },
  negative: { background: vars.colors.danger, color: vars.colors.surface },
  positive: { background: vars.colors.success, color: vars.colors.surface },
  active: { background: vars.colors.primary, color: vars.colors.onPrimary },
  progress: { background: vars.colors.secondary, color: vars.colors.onSecondary },
  neutral: { background: vars.colors.surfaceAlt, color: vars.colors.textMuted, boxShadow: `inset 0 0 0 1px ${vars.colors.border}` },
});
