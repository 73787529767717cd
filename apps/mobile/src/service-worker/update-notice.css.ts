import { style } from '@vanilla-extract/css';
import { vars } from '@playdeck/ui/theme';

/** Above the footer menu and the page, below dialogs: a notice the player can act on or ignore. */
export const notice = style({
  position: 'fixed',
  insetInline: vars.spacing.sm,
  bottom: `calc(64px + env(safe-area-inset-bottom))`,
  zIndex: 40,
  padding: vars.spacing.sm,
  borderRadius: vars.radii.md,
  background: vars.colors.surface,
  color: vars.colors.text,
  boxShadow: '0 4px 16px rgb(0 0 0 / 0.2)',
});
