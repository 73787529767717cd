import { sprinkles } from '@playdeck/ui/box';
import { style } from '@vanilla-extract/css';
import { vars } from '@playdeck/ui/theme';

// "or" between two rules.
const rule = { content: '""', flex: 1, borderTop: `1px solid ${vars.colors.border}` };
export const divider = style([
  sprinkles({ margin: 'none', fontSize: 'sm', color: 'textMuted' }),
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.spacing.sm,
    '::before': rule,
    '::after': rule,
    lineHeight: vars.typography.lineHeight,
  },
]);
