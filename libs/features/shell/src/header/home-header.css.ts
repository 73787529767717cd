import { style } from '@vanilla-extract/css';
import { iconButtonShape, pillShape, vars } from '@playdeck/ui/theme';

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: 20,
  paddingTop: 'env(safe-area-inset-top)',
  background: vars.colors.headerBackground,
  color: vars.colors.headerText,
});

/** Wraps: a member's second row (avatar, balance, deposit) takes a full line. */
export const bar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.spacing.xs,
  minHeight: 52,
  paddingInline: `${vars.spacing.xs} ${vars.spacing.md}`,
});

/**
 * A visitor's bar keeps one row: the menu, the logo and both links. The logo gives way first (it shrinks, drawn
 * whole), never the links' text or their 44 px height.
 */
export const visitorBar = style([bar, { flexWrap: 'nowrap' }]);

export const logoHeading = style({ flexShrink: 1, minWidth: 0, margin: 0, marginInlineEnd: 'auto', lineHeight: 0 });

export const logo = style({
  display: 'block',
  height: 34,
  maxWidth: 'min(40vw, 100%)',
  objectFit: 'contain',
  objectPosition: 'left center',
});

export const iconButton = style({
  ...iconButtonShape(44),
  flexShrink: 0,
  ':focus-visible': { outline: `2px solid ${vars.colors.headerText}`, outlineOffset: -4 },
});

export const visitorLinks = style({ display: 'flex', flexShrink: 0, gap: vars.spacing.xs });

const pill = {
  ...pillShape,
  padding: `0 ${vars.spacing.sm}`,
  fontSize: vars.typography.fontSize.sm,
  whiteSpace: 'nowrap',
  ':focus-visible': { outline: `2px solid ${vars.colors.headerText}`, outlineOffset: 2 },
} as const;

export const loginLink = style({ ...pill, boxShadow: `inset 0 0 0 1px ${vars.colors.headerText}`, color: vars.colors.headerText });

export const registerLink = style({ ...pill, background: vars.colors.secondary, color: vars.colors.onSecondary });

/** The member's row in the header: the loaded bar, and its skeleton holding the place while the bar's chunk loads (so the header does not jump). */
export const summaryRow = style({
  display: 'flex',
  flexBasis: '100%',
  alignItems: 'center',
  gap: vars.spacing.sm,
  minHeight: 52,
  paddingInlineStart: vars.spacing.xs,
});
