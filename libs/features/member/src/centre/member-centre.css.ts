import { sprinkles } from '@playdeck/ui/box';
import { style } from '@vanilla-extract/css';
import { iconButtonShape, vars } from '@playdeck/ui/theme';

export const screen = style([
  sprinkles({ display: 'flex', flexDirection: 'column', gap: 'lg' }),
  { padding: vars.spacing.lg, paddingBottom: `calc(${vars.spacing.lg} * 2 + 48px)` },
]);

export const name = style([
  sprinkles({ margin: 'none', fontSize: 'lg', fontWeight: 'bold' }),
  { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', lineHeight: vars.typography.lineHeight },
]);

export const refresh = style({
  ...iconButtonShape(36),
  borderRadius: vars.radii.pill,
  selectors: { '&:disabled': { opacity: 0.5, cursor: 'default' } },
});

export const amount = style({ fontVariantNumeric: 'tabular-nums' });

export const heroAmount = style([
  amount,
  { fontSize: `calc(${vars.typography.fontSize.xl} * 1.4)`, fontWeight: vars.typography.fontWeight.bold },
]);

/** The new template's hero: the brand's primary colour behind the member and the balance. */
export const hero = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.spacing.md,
  padding: vars.spacing.lg,
  borderRadius: vars.radii.lg,
  background: vars.colors.primary,
  color: vars.colors.onPrimary,
});

export const chips = style({
  display: 'flex',
  gap: vars.spacing.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  overflowX: 'auto',
});

export const chip = style({
  display: 'flex',
  flexDirection: 'column',
  flex: '0 0 auto',
  minWidth: 96,
  padding: `${vars.spacing.xs} ${vars.spacing.sm}`,
  borderRadius: vars.radii.md,
  // Outlined, not tinted: a white tint over the primary colour took white text below 4.5:1 (and a dark brand's
  // text the other way); on the card's own colour the on-primary text keeps the ratio the brand check proves.
  boxShadow: 'inset 0 0 0 1px currentColor',
  fontSize: vars.typography.fontSize.sm,
});

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, 1fr)',
  gap: vars.spacing.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const tile = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.spacing.xs,
  padding: `${vars.spacing.md} ${vars.spacing.xs}`,
  borderRadius: vars.radii.md,
  background: vars.colors.surface,
  border: `1px solid ${vars.colors.border}`,
  color: vars.colors.text,
  fontSize: vars.typography.fontSize.xs,
  textAlign: 'center',
  textDecoration: 'none',
});

export const tileIcon = style({ color: vars.colors.primary });

export const tileBadge = style({ position: 'absolute', top: vars.spacing.xs, right: vars.spacing.xs });
