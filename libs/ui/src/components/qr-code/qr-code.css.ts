import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const code = style({
  display: 'block',
  width: '100%',
  aspectRatio: '1',
  borderRadius: vars.radii.sm,
});

/** `small` sits in a card beside its caption (the app page); `large` stands alone, centred (a payment to scan). */
export const sizes = styleVariants({
  small: [code, { maxWidth: 168 }],
  large: [code, { maxWidth: 200, margin: '0 auto' }],
});
