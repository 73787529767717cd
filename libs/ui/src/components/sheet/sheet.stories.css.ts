import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { MIN_TOUCH_TARGET } from '../../utils/shared.css';

export const option = style({
  display: 'flex',
  alignItems: 'center',
  width: '100%',
  minHeight: MIN_TOUCH_TARGET + 4,
  padding: `0 ${vars.spacing.sm}`,
  border: 0,
  borderBottom: `1px solid ${vars.colors.border}`,
  background: 'transparent',
  color: vars.colors.text,
  fontFamily: vars.typography.fontFamily,
  fontSize: vars.typography.fontSize.md,
  textAlign: 'left',
  cursor: 'pointer',
  selectors: {
    '&:last-child': { borderBottom: 0 },
    '&[aria-current="true"]': { color: vars.colors.primary, fontWeight: vars.typography.fontWeight.bold },
  },
});
