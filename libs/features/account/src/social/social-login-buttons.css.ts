import { style } from '@vanilla-extract/css';
import { vars } from '@playdeck/ui/theme';

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.spacing.sm });

export const divider = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.spacing.sm,
  margin: 0,
  color: vars.colors.textMuted,
  fontSize: vars.typography.fontSize.sm,
  '::before': { content: '""', flex: 1, borderTop: `1px solid ${vars.colors.border}` },
  '::after': { content: '""', flex: 1, borderTop: `1px solid ${vars.colors.border}` },
});
