import { sprinkles, tabularNums } from '@playdeck/ui/box';
import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@playdeck/ui/theme';
import { spacedPaginationBullets } from '../blocks/pagination-spacing';
import { HOT_MATCH_BLOCK_HEIGHT } from './hot-match-size';

export const frame = style({ minHeight: HOT_MATCH_BLOCK_HEIGHT });

// A full width, as the section's flex column would otherwise size Swiper by its slides (see hot-games.css.ts).
// Bespoke, not atoms: Swiper's own stylesheet (loaded later) resets its padding.
export const carousel = style({ width: '100%', paddingBottom: vars.spacing.lg, vars: spacedPaginationBullets });

globalStyle(`${carousel} .swiper-pagination`, { bottom: 0 });
globalStyle(`${carousel} .swiper-pagination-bullet-active`, { background: vars.colors.primary });

export const card = style([
  sprinkles({ display: 'flex', flexDirection: 'column', gap: 'sm', alignItems: 'center', padding: 'sm', textAlign: 'center' }),
  sprinkles({ borderRadius: 'md', background: 'surfaceAlt' }),
]);

export const teams = style([
  sprinkles({ display: 'grid', alignItems: 'center', gap: 'sm', width: 'full' }),
  { gridTemplateColumns: '1fr auto 1fr' },
]);

export const team = style([
  sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xs', alignItems: 'center', minWidth: 0, fontSize: 'sm' }),
  { overflowWrap: 'anywhere' },
]);

export const crest = style({ borderRadius: '50%' });

export const versus = style([sprinkles({ color: 'textMuted', fontWeight: 'bold' }), { textTransform: 'uppercase' }]);

export const time = style([tabularNums, sprinkles({ color: 'textMuted', fontSize: 'sm' })]);
