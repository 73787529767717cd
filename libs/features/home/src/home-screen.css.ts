// On the first render of home: bespoke single classes on purpose. Atoms would add their class names to the first
// render's JavaScript (about 10 bytes each), which its budget has no room for.
import { style } from '@vanilla-extract/css';
import { pillShape, plainButtonShape, vars } from '@playdeck/ui/theme';

export const home = style({
  display: 'flex',
  flexDirection: 'column',
  // Vendor rows are sized in units of the home width (cqw), as the 750-wide design draws them.
  containerType: 'inline-size',
});

export const noticeRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.spacing.sm,
  padding: `${vars.spacing.xs} ${vars.spacing.md}`,
  background: vars.colors.surface,
  borderBottom: `1px solid ${vars.colors.border}`,
});

export const noticeSlot = style({ flex: 1, minWidth: 0 });

export const noticeSkeleton = style({ display: 'flex', alignItems: 'center', minHeight: 44 });

export const hotMatchAction = style({
  ...pillShape,
  ...plainButtonShape,
  gap: vars.spacing.xs,
  flexShrink: 0,
  padding: `0 ${vars.spacing.md}`,
  background: vars.colors.secondary,
  color: vars.colors.onSecondary,
  fontSize: vars.typography.fontSize.sm,
  ':focus-visible': { outline: `2px solid ${vars.colors.primary}`, outlineOffset: 2 },
});

export const entranceSkeleton = style({
  display: 'grid',
  gridTemplateColumns: '76px 1fr',
  gap: vars.spacing.md,
  padding: vars.spacing.md,
});

export const skeletonColumn = style({ display: 'flex', flexDirection: 'column', gap: vars.spacing.sm });
