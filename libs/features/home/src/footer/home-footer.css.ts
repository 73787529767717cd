import { focusRing, outlinePill, roundIconTarget, sprinkles, touchLink, wayOnPill } from '@playdeck/ui/box';
import { style } from '@vanilla-extract/css';
import { vars } from '@playdeck/ui/theme';

export const footer = style([
  sprinkles({ display: 'flex', flexDirection: 'column', gap: 'md', alignItems: 'center', paddingY: 'lg', paddingX: 'md' }),
  {
    borderTop: `1px solid ${vars.colors.border}`,
    // Below the fold on every phone: skipped by style, layout and paint until it nears the screen.
    contentVisibility: 'auto',
    containIntrinsicSize: 'auto 720px',
  },
]);

export const group = sprinkles({ display: 'flex', flexDirection: 'column', gap: 'sm', alignItems: 'center', width: 'full' });

const wayOn = style([wayOnPill, sprinkles({ gap: 'xs', fontSize: 'sm' })]);

export const affiliate = style([wayOn, sprinkles({ background: 'secondary', color: 'onSecondary' })]);

export const service = style([wayOn, outlinePill]);

export const logo = style([sprinkles({ borderRadius: 'sm' }), { width: 84, opacity: 0.85 }]);

export const social = style([focusRing.primary, roundIconTarget, sprinkles({ background: 'surfaceAlt', color: 'primary' })]);

export const about = style([touchLink, sprinkles({ fontSize: 'sm' })]);
