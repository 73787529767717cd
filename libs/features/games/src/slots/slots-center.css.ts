import { style } from '@vanilla-extract/css';
import { vars } from '@playdeck/ui/theme';

export const providers = style({
  display: 'flex',
  gap: vars.spacing.xs,
  overflowX: 'auto',
  margin: 0,
  padding: '0 0 2px',
  listStyle: 'none',
});
