import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@playdeck/ui/theme';

export const typeChips = style({
  display: 'flex',
  gap: vars.spacing.xs,
  overflowX: 'auto',
  scrollbarWidth: 'none',
  margin: 0,
  padding: 0,
  border: 0,
});

export const typeChip = style({
  flexShrink: 0,
  minHeight: 32,
  padding: `0 ${vars.spacing.md}`,
  borderRadius: vars.radii.pill,
  border: `1px solid ${vars.colors.border}`,
  background: vars.colors.surface,
  color: vars.colors.text,
  fontFamily: 'inherit',
  fontSize: vars.typography.fontSize.sm,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  ':focus-visible': { outline: `2px solid ${vars.colors.primary}`, outlineOffset: 1 },
  selectors: {
    '&[aria-pressed="true"]': {
      background: vars.colors.primary,
      borderColor: vars.colors.primary,
      color: vars.colors.onPrimary,
      fontWeight: vars.typography.fontWeight.bold,
    },
  },
});

/** Money in and out in the brand's success and danger colours. */
export const amount = styleVariants({
  credit: { color: vars.colors.success, fontVariantNumeric: 'tabular-nums' },
  debit: { color: vars.colors.danger, fontVariantNumeric: 'tabular-nums' },
  none: { color: vars.colors.text, fontVariantNumeric: 'tabular-nums' },
});

export const details = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: vars.spacing.md,
  rowGap: vars.spacing.xs,
  margin: 0,
  fontSize: vars.typography.fontSize.sm,
});

export const detailLabel = style({ color: vars.colors.textMuted });

export const detailValue = style({ margin: 0, textAlign: 'right', overflowWrap: 'anywhere', color: vars.colors.text });
