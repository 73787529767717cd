import { style } from '@vanilla-extract/css';
import { iconButtonShape, truncateShape, vars } from '@playdeck/ui/theme';

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: 20,
  display: 'grid',
  gridTemplateColumns: '48px 1fr 48px',
  alignItems: 'center',
  minHeight: 48,
  paddingTop: 'env(safe-area-inset-top)',
  background: vars.colors.headerBackground,
  color: vars.colors.headerText,
});

export const title = style({
  margin: 0,
  gridColumn: 2,
  gridRow: 1,
  textAlign: 'center',
  fontSize: vars.typography.fontSize.lg,
  fontWeight: vars.typography.fontWeight.bold,
  ...truncateShape,
});

// A child of the title, which is the grid item: it takes no grid placement of its own.
export const logo = style({ display: 'block', height: 32, maxWidth: '100%' });

export const iconButton = style({
  ...iconButtonShape(48),
  ':focus-visible': { outline: `2px solid ${vars.colors.headerText}`, outlineOffset: -4 },
});

export const startSlot = style({ gridColumn: 1, gridRow: 1 });
export const endSlot = style({ gridColumn: 3, gridRow: 1 });
