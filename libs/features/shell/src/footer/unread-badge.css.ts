import { style } from '@vanilla-extract/css';

export const pin = style({
  position: 'absolute',
  top: -6,
  insetInlineStart: '60%',
  lineHeight: 0,
});
