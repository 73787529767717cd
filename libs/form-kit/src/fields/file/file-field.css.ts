import { style } from '@vanilla-extract/css';
import { vars } from '@playdeck/ui/theme';

export const tiles = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, 1fr)',
  gap: vars.spacing.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

const tile = style({ position: 'relative', aspectRatio: '1', borderRadius: vars.radii.md, overflow: 'hidden' });

export const preview = style([tile, { background: vars.colors.surfaceAlt }]);

export const image = style({ display: 'block', width: '100%', height: '100%', objectFit: 'cover' });

export const remove = style({
  position: 'absolute',
  top: vars.spacing.xs,
  right: vars.spacing.xs,
  width: 32,
  height: 32,
  border: 0,
  borderRadius: vars.radii.pill,
  // A fill of its own, not the translucent mask: over any picture the × reads as onPrimary on primary.
  background: vars.colors.primary,
  color: vars.colors.onPrimary,
  fontSize: vars.typography.fontSize.lg,
  lineHeight: 1,
  cursor: 'pointer',
});

export const add = style([
  tile,
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    border: `1px dashed ${vars.colors.border}`,
    background: vars.colors.surface,
    color: vars.colors.textMuted,
    fontSize: vars.typography.fontSize.sm,
    cursor: 'pointer',
    selectors: { '&:focus-within': { borderColor: vars.colors.primary } },
  },
]);

export const addInvalid = style({ borderColor: vars.colors.danger });

// Hidden but focusable: the tile's label opens the picker and keyboard focus shows on the tile.
export const fileInput = style({ position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden' });
