import { style } from '@vanilla-extract/css';
import { vars } from '@playdeck/ui/theme';

export const list = style({ margin: 0, padding: 0, listStyle: 'none', borderTop: `1px solid ${vars.colors.border}` });

export const category = style({ borderBottom: `1px solid ${vars.colors.border}` });

export const heading = style({ margin: 0, fontSize: 'inherit' });

export const toggle = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  width: '100%',
  minHeight: 48,
  paddingInline: vars.spacing.sm,
  border: 'none',
  background: 'transparent',
  color: vars.colors.text,
  font: 'inherit',
  fontWeight: vars.typography.fontWeight.bold,
  cursor: 'pointer',
  ':focus-visible': { outline: `2px solid ${vars.colors.primary}`, outlineOffset: -2 },
});

export const chevron = style({
  transition: 'transform 150ms ease-out',
  selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(180deg)' } },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const vendors = style({ margin: 0, padding: `0 0 ${vars.spacing.sm}`, listStyle: 'none' });

export const vendor = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: 44,
  paddingInline: vars.spacing.lg,
  color: vars.colors.text,
  textDecoration: 'none',
  ':focus-visible': { outline: `2px solid ${vars.colors.primary}`, outlineOffset: -2 },
});
