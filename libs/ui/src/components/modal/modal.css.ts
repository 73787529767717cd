import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** For modal content that is a short centred message, e.g. a confirmation. */
export const message = style({
  margin: 0,
  textAlign: 'center',
  color: vars.colors.text,
  fontSize: vars.typography.fontSize.md,
});
