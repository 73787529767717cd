import { sprinkles } from '@playdeck/ui/box';
import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@playdeck/ui/theme';
import { spacedPaginationBullets } from '../blocks/pagination-spacing';
import { HOT_MATCH_BLOCK_HEIGHT } from './hot-match-size';

export const frame = style({ minHeight: HOT_MATCH_BLOCK_HEIGHT });

// A full width, as the section's flex column would otherwise size Swiper by its slides (see hot-games.css.ts).
export const carousel = style({ width: '100%', paddingBottom: vars.spacing.lg, vars: spacedPaginationBullets });

globalStyle(`${carousel} .swiper-pagination`, { bottom: 0 });
globalStyle(`${carousel} .swiper-pagination-bullet-active`, { background: vars.colors.primary });

export const card = style([
  sprinkles({ display: 'flex', flexDirection: 'column', gap: 'sm', alignItems: 'center', padding: 'sm' }),
  {
    borderRadius: vars.radii.md,
    background: vars.colors.surfaceAlt,
    textAlign: 'center',
  },
]);

export const teams = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto 1fr',
  alignItems: 'center',
  gap: vars.spacing.sm,
  width: '100%',
});

export const team = style([
  sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xs', alignItems: 'center' }),
  {
    minWidth: 0,
    fontSize: vars.typography.fontSize.sm,
    overflowWrap: 'anywhere',
  },
]);

export const crest = style({ borderRadius: '50%' });

export const versus = style({ color: vars.colors.textMuted, fontWeight: vars.typography.fontWeight.bold, textTransform: 'uppercase' });

export const time = style({ color: vars.colors.textMuted, fontSize: vars.typography.fontSize.sm, fontVariantNumeric: 'tabular-nums' });
