import { style } from '@vanilla-extract/css';
import { vars } from '@playdeck/ui/theme';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.spacing.xs });

export const label = style({ fontSize: vars.typography.fontSize.sm, fontWeight: vars.typography.fontWeight.bold, color: vars.colors.text });

export const textarea = style({
  minHeight: 160,
  padding: vars.spacing.md,
  border: `1px solid ${vars.colors.border}`,
  borderRadius: vars.radii.md,
  background: vars.colors.surface,
  color: vars.colors.text,
  font: 'inherit',
  resize: 'vertical',
  ':focus-visible': { outline: `2px solid ${vars.colors.primary}`, outlineOffset: 1 },
  selectors: { '&[aria-invalid="true"]': { borderColor: vars.colors.danger } },
});

export const hint = style({ fontSize: vars.typography.fontSize.sm, color: vars.colors.textMuted });
export const error = style({ fontSize: vars.typography.fontSize.sm, color: vars.colors.danger });

/** The chat fills the page under its bar; the provider's page scrolls inside. */
export const chatFrame = style({ display: 'block', width: '100%', height: 'calc(100dvh - 160px)', minHeight: 360, border: 0 });

export const serviceLink = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  width: '100%',
  padding: vars.spacing.md,
  border: `1px solid ${vars.colors.border}`,
  borderRadius: vars.radii.md,
  background: vars.colors.surface,
  color: vars.colors.text,
  font: 'inherit',
  textAlign: 'left',
  textDecoration: 'none',
  cursor: 'pointer',
  ':focus-visible': { outline: `2px solid ${vars.colors.primary}`, outlineOffset: 2 },
});
