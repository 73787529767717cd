import { card, focusRing, pill, sprinkles } from '@playdeck/ui/box';
import { style } from '@vanilla-extract/css';
import { vars } from '@playdeck/ui/theme';

export const page = style([
  sprinkles({ display: 'flex', flexDirection: 'column', gap: 'lg', alignItems: 'center', justifyContent: 'center', textAlign: 'center' }),
  {
    flex: 1,
    padding: `calc(${vars.spacing.xl} + env(safe-area-inset-top)) ${vars.spacing.lg} calc(${vars.spacing.xl} + env(safe-area-inset-bottom))`,
  },
]);

export const logo = style({ display: 'block', height: 40, maxWidth: '60vw' });

export const message = style([sprinkles({ margin: 'none', color: 'textMuted' }), { maxWidth: 420 }]);

export const facts = style([
  card,
  sprinkles({ display: 'grid', gap: 'xs', margin: 'none', paddingY: 'md', paddingX: 'lg' }),
  { listStyle: 'none' },
]);

export const contact = style([
  pill,
  focusRing.textThick,
  sprinkles({ justifyContent: 'center', paddingX: 'xl', background: 'primary', color: 'onPrimary' }),
]);
