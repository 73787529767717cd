import { style } from '@vanilla-extract/css';
import { surfaceFrame, tappableRow } from '@playdeck/ui/box';
import { vars } from '@playdeck/ui/theme';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.spacing.xs });

export const label = style({ fontSize: vars.typography.fontSize.sm, fontWeight: vars.typography.fontWeight.bold, color: vars.colors.text });

export const textarea = style([
  surfaceFrame,
  {
    minHeight: 160,
    resize: 'vertical',
    ':focus-visible': { outline: `2px solid ${vars.colors.primary}`, outlineOffset: 1 },
    selectors: { '&[aria-invalid="true"]': { borderColor: vars.colors.danger } },
  },
]);

export const hint = style({ fontSize: vars.typography.fontSize.sm, color: vars.colors.textMuted });
export const error = style({ fontSize: vars.typography.fontSize.sm, color: vars.colors.danger });

/** The chat fills the page under its bar; the provider's page scrolls inside. */
export const chatFrame = style({ display: 'block', width: '100%', height: 'calc(100dvh - 160px)', minHeight: 360, border: 0 });

export const serviceLink = style([
  tappableRow,
  {
    display: 'flex',
    justifyContent: 'space-between',
    alignItems: 'center',
    textDecoration: 'none',
    ':focus-visible': { outline: `2px solid ${vars.colors.primary}`, outlineOffset: 2 },
  },
]);
