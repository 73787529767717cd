import { sprinkles } from '@playdeck/ui/box';
import { style } from '@vanilla-extract/css';
import { vars } from '@playdeck/ui/theme';

const screenEdges = { padding: vars.spacing.lg, paddingBottom: `calc(${vars.spacing.lg} * 2 + 48px)` };

export const screen = style([sprinkles({ display: 'flex', flexDirection: 'column', gap: 'lg' }), screenEdges]);

/** The loading and error states: the same edges, a tighter gap. */
export const screenState = style([sprinkles({ display: 'flex', flexDirection: 'column', gap: 'md' }), screenEdges]);

export const picker = style({ display: 'flex', flexDirection: 'column', gap: vars.spacing.xs, flex: 1, minWidth: 0 });

export const pickerLabel = style({ fontSize: vars.typography.fontSize.sm, color: vars.colors.textMuted });

export const select = style({
  width: '100%',
  minHeight: 44,
  padding: `0 ${vars.spacing.sm}`,
  border: `1px solid ${vars.colors.border}`,
  borderRadius: vars.radii.md,
  background: vars.colors.surface,
  color: vars.colors.text,
  fontSize: vars.typography.fontSize.md,
});

export const amount = style([
  sprinkles({ margin: 'none', fontSize: 'xl', fontWeight: 'bold' }),
  { fontVariantNumeric: 'tabular-nums', lineHeight: vars.typography.lineHeight },
]);
