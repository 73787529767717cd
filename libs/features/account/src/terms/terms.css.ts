import { style } from '@vanilla-extract/css';
import { vars } from '@playdeck/ui/theme';

export const agreement = style({ display: 'flex', flexDirection: 'column', gap: vars.spacing.xs });

export const row = style({ display: 'flex', alignItems: 'flex-start', gap: vars.spacing.sm });

export const checkbox = style({ width: 20, height: 20, margin: '2px 0 0', flexShrink: 0, accentColor: vars.colors.primary });

export const label = style({ fontSize: vars.typography.fontSize.sm, lineHeight: vars.typography.lineHeight, color: vars.colors.text });

export const link = style({
  display: 'inline',
  padding: 0,
  border: 0,
  background: 'transparent',
  color: vars.colors.primary,
  font: 'inherit',
  fontWeight: vars.typography.fontWeight.bold,
  textDecoration: 'underline',
  cursor: 'pointer',
});

export const required = style({ margin: 0, color: vars.colors.danger, fontSize: vars.typography.fontSize.sm });

export const document = style({ display: 'flex', flexDirection: 'column', gap: vars.spacing.md });

export const sectionTitle = style({ margin: `0 0 ${vars.spacing.xs}`, fontSize: vars.typography.fontSize.md, fontWeight: vars.typography.fontWeight.bold });

export const sectionBody = style({ margin: 0, fontSize: vars.typography.fontSize.sm, lineHeight: vars.typography.lineHeight });
