import { sprinkles, vendorTile } from '@playdeck/ui/box';
import { style } from '@vanilla-extract/css';
import { DESIGN_WIDTH } from './vendor-row-rules';

/** Set per row to the spec's width in design units (280 or 420). */
export const WIDTH_PROPERTY = '--home-vendor-width';

export const item = style({
  // The design is 750 units wide; the home root is the size container, so rows scale with the screen.
  width: `calc(var(${WIDTH_PROPERTY}) * 100cqw / ${DESIGN_WIDTH})`,
  maxWidth: '100%',
});

export const row = vendorTile;

export const icon = sprinkles({ borderRadius: 'sm' });
