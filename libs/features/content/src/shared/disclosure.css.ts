import { style } from '@vanilla-extract/css';
import { vars } from '@playdeck/ui/theme';
import { TOUCH_TARGET } from './content.css';

export const item = style({
  borderRadius: vars.radii.md,
  background: vars.colors.surface,
  border: `1px solid ${vars.colors.border}`,
  overflow: 'hidden',
  scrollMarginTop: 64,
});

export const nestedItem = style({
  borderTop: `1px solid ${vars.colors.border}`,
  scrollMarginTop: 64,
});

export const heading = style({ margin: 0, fontSize: 'inherit', fontWeight: 'inherit' });

export const toggle = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.spacing.sm,
  width: '100%',
  minHeight: TOUCH_TARGET,
  padding: `${vars.spacing.sm} ${vars.spacing.md}`,
  border: 0,
  background: 'transparent',
  color: vars.colors.text,
  font: 'inherit',
  fontSize: vars.typography.fontSize.md,
  fontWeight: vars.typography.fontWeight.bold,
  textAlign: 'left',
  cursor: 'pointer',
  ':focus-visible': { outline: `2px solid ${vars.colors.primary}`, outlineOffset: -2 },
});

export const summary = style({ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: vars.spacing.xs });

export const chevron = style({
  flexShrink: 0,
  width: 8,
  height: 8,
  borderRight: `2px solid ${vars.colors.textMuted}`,
  borderBottom: `2px solid ${vars.colors.textMuted}`,
  transform: 'rotate(45deg)',
  transition: 'transform 150ms ease',
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const chevronOpen = style({ transform: 'rotate(-135deg)' });

export const panel = style({ padding: `0 ${vars.spacing.md} ${vars.spacing.md}` });
