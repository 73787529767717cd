import { bareButton, sprinkles } from '@playdeck/ui/box';
import { style } from '@vanilla-extract/css';
import { vars } from '@playdeck/ui/theme';

export const nav = style([sprinkles({ display: 'flex', gap: 'xs' }), { marginBlock: -6 }]);

export const navButton = style([
  bareButton,
  sprinkles({ display: 'inlineFlex', alignItems: 'center', justifyContent: 'center', color: 'primary' }),
  {
    width: 44,
    height: 44,
    borderRadius: '50%',
    ':focus-visible': { outline: `2px solid ${vars.colors.primary}` },
  },
]);

// Swiper centres itself with auto margins, which in the section's flex column would size it to its
// slides, and the slides to it, without end: give it the section's width.
export const carousel = style({ width: '100%' });
