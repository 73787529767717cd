import { card, sprinkles, toggleRow } from '@playdeck/ui/box';
import { style } from '@vanilla-extract/css';
import { vars } from '@playdeck/ui/theme';

export const item = style([card, sprinkles({ overflow: 'hidden' }), { scrollMarginTop: 64 }]);

export const nestedItem = style({ borderTop: `1px solid ${vars.colors.border}`, scrollMarginTop: 64 });

export const toggle = style([
  toggleRow,
  sprinkles({ gap: 'sm', paddingY: 'sm', paddingX: 'md', textAlign: 'left', fontSize: 'md' }),
  { minHeight: 44 },
]);

export const chevron = style({
  flexShrink: 0,
  width: 8,
  height: 8,
  borderRight: `2px solid ${vars.colors.textMuted}`,
  borderBottom: `2px solid ${vars.colors.textMuted}`,
  transform: 'rotate(45deg)',
  transition: 'transform 150ms ease',
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const chevronOpen = style({ transform: 'rotate(-135deg)' });

export const panel = sprinkles({ paddingTop: 'none', paddingX: 'md', paddingBottom: 'md' });
