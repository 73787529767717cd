import { bareButton, roundIconTarget, sprinkles } from '@playdeck/ui/box';
import { style } from '@vanilla-extract/css';
import { vars } from '@playdeck/ui/theme';

export const nav = style([sprinkles({ display: 'flex', gap: 'xs' }), { marginBlock: -6 }]);

export const navButton = style([
  bareButton,
  roundIconTarget,
  sprinkles({ color: 'primary' }),
  { ':focus-visible': { outline: `2px solid ${vars.colors.primary}` } },
]);

// Swiper centres itself with auto margins, which in the section's flex column would size it to its
// slides, and the slides to it, without end: give it the section's width.
export const carousel = style({ width: '100%' });
