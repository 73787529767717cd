import { sprinkles, tappableRow } from '@playdeck/ui/box';
import { style } from '@vanilla-extract/css';
import { vars } from '@playdeck/ui/theme';

export const row = style([
  tappableRow,
  {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.spacing.sm,
    ':focus-visible': { outline: `2px solid ${vars.colors.primary}`, outlineOffset: 2 },
  },
]);

export const rowText = style({ display: 'flex', flexDirection: 'column', gap: vars.spacing.xs, minWidth: 0, flex: 1 });

/** The unread mark: a dot in the primary colour (its meaning is also in the row's label). */
export const dot = style({
  flex: 'none',
  width: 8,
  height: 8,
  marginTop: 6,
  borderRadius: vars.radii.pill,
  background: vars.colors.primary,
  selectors: { '&[data-read="true"]': { background: 'transparent' } },
});

/** Messages are plain text: keep the sender's line breaks. */
export const body = style([
  sprinkles({ margin: 'none' }),
  { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', lineHeight: vars.typography.lineHeight },
]);
