import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@playdeck/ui/theme';
import { spacedPaginationBullets } from '../blocks/pagination-spacing';

/** Banners are drawn 750 × 300. */
export const BANNER_WIDTH = 750;
export const BANNER_HEIGHT = 300;
export const BANNER_ASPECT_RATIO = `${BANNER_WIDTH} / ${BANNER_HEIGHT}`;

export const frame = style({ position: 'relative', background: vars.colors.surfaceAlt, vars: spacedPaginationBullets });

export const banner = style({ display: 'block', width: '100%', background: vars.colors.surfaceAlt });

export const heroBanner = style([banner, { height: 'auto', aspectRatio: BANNER_ASPECT_RATIO }]);

export const retry = style({ position: 'absolute', right: vars.spacing.sm, bottom: vars.spacing.sm });

globalStyle(`${frame} .swiper-pagination-bullet-active`, { background: vars.colors.primary });
