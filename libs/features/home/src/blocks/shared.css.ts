import { style } from '@vanilla-extract/css';
import { vars } from '@playdeck/ui/theme';

/** The ring a focused home link or button shows. */
export const focusRing = style({ ':focus-visible': { outline: `2px solid ${vars.colors.primary}`, outlineOffset: 2 } });

/** A button drawn by its class: no border of its own, the theme's font, a pointer. */
export const plainButton = style({ border: 'none', fontFamily: vars.typography.fontFamily, cursor: 'pointer' });
