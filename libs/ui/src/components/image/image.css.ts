import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'block',
  maxWidth: '100%',
  // Shows while the image loads, and stands in when it and its fallback both fail.
  backgroundColor: vars.colors.surfaceAlt,
});

export const fluid = style({ width: '100%', height: 'auto' });

export const failed = style({ display: 'inline-block' });
