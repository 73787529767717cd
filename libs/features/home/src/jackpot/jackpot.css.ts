import { sprinkles, tabularNums } from '@playdeck/ui/box';
import { style } from '@vanilla-extract/css';
import { vars } from '@playdeck/ui/theme';

export const panel = style([
  sprinkles({ padding: 'md', borderRadius: 'md', color: 'onPrimary' }),
  { background: `linear-gradient(135deg, ${vars.colors.secondary}, ${vars.colors.primary})` },
]);

export const amount = style([
  tabularNums,
  sprinkles({ margin: 'none', fontSize: 'xl', fontWeight: 'bold', textAlign: 'center' }),
  { letterSpacing: '0.02em', overflowWrap: 'anywhere' },
]);
