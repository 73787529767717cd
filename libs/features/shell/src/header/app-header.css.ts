import { style } from '@vanilla-extract/css';
import { truncateShape, vars } from '@playdeck/ui/theme';
import { header as homeHeader, iconButton as homeIconButton } from './home-header.css';

// The home header's bar (stuck to the top, below the notch, in the header colours) as three columns.
export const header = style([homeHeader, { display: 'grid', gridTemplateColumns: '48px 1fr 48px', alignItems: 'center', minHeight: 48 }]);

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

// The home header's icon button, 48 px square, at either end of the bar.
const iconButton = style([homeIconButton, { width: 48, height: 48 }]);

export const startButton = style([iconButton, { gridColumn: 1, gridRow: 1 }]);
export const endButton = style([iconButton, { gridColumn: 3, gridRow: 1 }]);
