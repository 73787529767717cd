import { sprinkles } from '@playdeck/ui/box';
import { style } from '@vanilla-extract/css';
import { vars } from '@playdeck/ui/theme';

export const screen = style({ padding: vars.spacing.sm, paddingBottom: vars.spacing.lg });

/** The game list's blocks one under the other (the slots centre's stay in flow). */
export const listScreen = style([screen, sprinkles({ display: 'flex', flexDirection: 'column', gap: 'sm' })]);

export const banner = style({ width: '100%', borderRadius: vars.radii.md, overflow: 'hidden' });
export const bannerSlot = style([banner, { display: 'block', background: vars.colors.surfaceAlt }]);

export const jackpot = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.spacing.sm,
  padding: `${vars.spacing.xs} ${vars.spacing.sm}`,
  borderRadius: vars.radii.md,
  background: vars.colors.secondary,
  color: vars.colors.onSecondary,
});

export const jackpotLabel = style({ fontSize: vars.typography.fontSize.xs, textTransform: 'uppercase' });
export const jackpotAmount = style({
  margin: 0,
  fontSize: vars.typography.fontSize.lg,
  fontWeight: vars.typography.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
});

export const tabs = style({ display: 'flex', gap: vars.spacing.xs, overflowX: 'auto', minHeight: 36 });

export const tab = style({
  flex: '1 0 auto',
  minHeight: 36,
  padding: `0 ${vars.spacing.sm}`,
  border: `1px solid ${vars.colors.border}`,
  borderRadius: vars.radii.pill,
  background: vars.colors.surface,
  color: vars.colors.text,
  fontFamily: vars.typography.fontFamily,
  fontSize: vars.typography.fontSize.sm,
  cursor: 'pointer',
  selectors: {
    '&[aria-selected="true"], &[aria-pressed="true"]': {
      background: vars.colors.primary,
      borderColor: vars.colors.primary,
      color: vars.colors.onPrimary,
    },
    '&:focus-visible': { outline: `2px solid ${vars.colors.primary}`, outlineOffset: 2 },
  },
});

const control = {
  minHeight: 36,
  border: `1px solid ${vars.colors.border}`,
  borderRadius: vars.radii.sm,
  background: vars.colors.surface,
  color: vars.colors.text,
  fontFamily: vars.typography.fontFamily,
  fontSize: vars.typography.fontSize.sm,
} as const;

// A fixed width, text from the start: the vendor's name arriving after its code must move nothing.
export const filterButton = style({
  ...control,
  flex: '0 0 36%',
  minWidth: 0,
  textAlign: 'start',
  padding: `0 ${vars.spacing.sm}`,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
});
export const search = style({ flex: 1, minWidth: 120, display: 'flex' });
export const searchInput = style({ ...control, flex: 1, minWidth: 0, padding: `0 ${vars.spacing.sm}` });
export const selectLabel = style({ display: 'flex', flexDirection: 'column', gap: 2, flex: 1, minWidth: 96 });
export const select = style({ ...control, padding: `0 ${vars.spacing.xs}` });
export const clearButton = style({ ...control, padding: `0 ${vars.spacing.sm}`, cursor: 'pointer', color: vars.colors.primary });

export const vendorList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.spacing.xs,
});
export const vendorOption = style({
  ...control,
  width: '100%',
  padding: vars.spacing.xs,
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': { borderColor: vars.colors.primary, color: vars.colors.primary, fontWeight: vars.typography.fontWeight.bold },
  },
});

export const status = style({
  textAlign: 'center',
  color: vars.colors.textMuted,
  fontSize: vars.typography.fontSize.sm,
  padding: vars.spacing.sm,
});
