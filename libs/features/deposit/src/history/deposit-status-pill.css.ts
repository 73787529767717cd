import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@playdeck/ui/theme';

// The kit StatusPill's look (libs/ui patterns), for the deposit states it does not name.
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

export const tone = styleVariants({
  PENDING: { background: vars.colors.warning, color: vars.colors.surface },
  CONFIRMED: { background: vars.colors.success, color: vars.colors.surface },
  REJECTED: { background: vars.colors.danger, color: vars.colors.surface },
  EXPIRED: { background: vars.colors.surfaceAlt, color: vars.colors.textMuted, boxShadow: `inset 0 0 0 1px ${vars.colors.border}` },
});
