import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const row = style({ display: 'flex', gap: vars.spacing.xl, alignItems: 'center' });

export const iconButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 44,
  height: 44,
  padding: 0,
  border: 0,
  background: 'transparent',
  color: vars.colors.text,
});
