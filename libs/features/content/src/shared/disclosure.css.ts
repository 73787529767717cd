import { focusRing, sprinkles } from '@playdeck/ui/box';
import { style } from '@vanilla-extract/css';
import { vars } from '@playdeck/ui/theme';
import { grow } from './content.css';

export const item = style([
  sprinkles({ borderRadius: 'md', background: 'surface', overflow: 'hidden' }),
  { border: `1px solid ${vars.colors.border}`, scrollMarginTop: 64 },
]);

export const nestedItem = style({ borderTop: `1px solid ${vars.colors.border}`, scrollMarginTop: 64 });

export const heading = style({ margin: 0, fontSize: 'inherit', fontWeight: 'inherit' });

export const toggle = style([
  sprinkles({ display: 'flex', alignItems: 'center', gap: 'sm', width: 'full', paddingY: 'sm', paddingX: 'md' }),
  sprinkles({ color: 'text', textAlign: 'left' }),
  focusRing.primaryInset,
  {
    minHeight: 44,
    border: 0,
    background: 'transparent',
    // Bespoke, not atoms: the font shorthand would reset a size or weight set by another class.
    font: 'inherit',
    fontSize: vars.typography.fontSize.md,
    fontWeight: vars.typography.fontWeight.bold,
    cursor: 'pointer',
  },
]);

export const summary = grow;

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

export const panel = sprinkles({ paddingTop: 'none', paddingX: 'md', paddingBottom: 'md' });
