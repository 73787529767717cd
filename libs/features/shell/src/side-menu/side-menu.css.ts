import { filledAction, focusRing, linkRow, listReset, sprinkles } from '@playdeck/ui/box';
import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '@playdeck/ui/theme';

const slideIn = keyframes({ from: { transform: 'translateX(-100%)' } });
const slideOut = keyframes({ to: { transform: 'translateX(-100%)' } });

// The bottom sheet turned into a drawer from the start edge; the mask's [data-state] lifts these over the
// sheet's own rules. Only the animation's name changes: timing and reduced motion stay the sheet's.
export const drawer = style({
  selectors: {
    '[data-state] > &': {
      position: 'fixed',
      insetBlock: 0,
      insetInlineStart: 0,
      width: 'min(86vw, 360px)',
      maxHeight: 'none',
      borderRadius: 0,
      paddingTop: 'env(safe-area-inset-top)',
      animationName: slideIn,
    },
    '[data-state="closing"][data-state] > &': { animationName: slideOut },
  },
});

export const welcome = sprinkles({ padding: 'md', borderRadius: 'md', background: 'surfaceAlt' });

export const welcomeLine = style([sprinkles({ margin: 'none', fontWeight: 'bold' }), { overflowWrap: 'anywhere' }]);

// Not sprinkles: on the balance's retry button these must win over the button's own colour and size.
export const balanceAmount = style({ color: vars.colors.text, fontSize: vars.typography.fontSize.lg });

export const actions = style([listReset, sprinkles({ display: 'grid', gap: 'sm' }), { gridTemplateColumns: 'repeat(3, 1fr)' }]);

export const action = style([filledAction, sprinkles({ paddingX: 'xs', fontSize: 'sm', textAlign: 'center' }), focusRing.textThick]);

export const sectionTitle = style([
  sprinkles({ margin: 'none', color: 'textMuted', fontSize: 'sm', fontWeight: 'bold' }),
  { textTransform: 'uppercase' },
]);

// No top border: the category list above ends with its own divider.
export const link = style([linkRow, { minHeight: 48 }]);

export const loading = sprinkles({ display: 'flex', flexDirection: 'column', gap: 'md', paddingY: 'sm' });
