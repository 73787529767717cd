import { style } from '@vanilla-extract/css';
import { tappableRow } from '@playdeck/ui/box';
import { vars } from '@playdeck/ui/theme';

// Base template: channels as a list of rows, one chosen.
export const channelRow = style([
  tappableRow,
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.spacing.sm,
    selectors: {
      '&[aria-checked="true"]': { borderColor: vars.colors.primary, boxShadow: `inset 0 0 0 1px ${vars.colors.primary}` },
    },
  },
]);

export const radioMark = style({
  flexShrink: 0,
  width: 18,
  height: 18,
  borderRadius: '50%',
  border: `2px solid ${vars.colors.border}`,
  selectors: {
    [`${channelRow}[aria-checked="true"] &`]: { borderColor: vars.colors.primary, background: vars.colors.primary },
  },
});

// New template: channels as cards in a grid, and a stepper above.
export const channelCards = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.spacing.sm,
});

export const channelCard = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.spacing.xs,
  minHeight: 72,
  padding: vars.spacing.sm,
  border: `1px solid ${vars.colors.border}`,
  borderRadius: vars.radii.lg,
  background: vars.colors.surfaceAlt,
  color: vars.colors.text,
  fontSize: vars.typography.fontSize.sm,
  textAlign: 'center',
  selectors: {
    '&[aria-selected="true"]': { borderColor: vars.colors.primary, background: vars.colors.primary, color: vars.colors.onPrimary },
  },
});

export const channelIcon = style({ display: 'block', flexShrink: 0 });

export const stepper = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.spacing.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  counterReset: 'step',
});

export const step = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.spacing.xs,
  color: vars.colors.textMuted,
  fontSize: vars.typography.fontSize.xs,
  counterIncrement: 'step',
  '::before': {
    content: 'counter(step)',
    display: 'grid',
    placeItems: 'center',
    width: 24,
    height: 24,
    borderRadius: '50%',
    border: `1px solid ${vars.colors.border}`,
    background: vars.colors.surface,
  },
  selectors: {
    '&[data-state="done"], &[data-state="current"]': { color: vars.colors.text },
    '&[data-state="done"]::before': { background: vars.colors.success, borderColor: vars.colors.success, color: vars.colors.surface },
    '&[data-state="current"]::before': { background: vars.colors.primary, borderColor: vars.colors.primary, color: vars.colors.onPrimary },
  },
});
