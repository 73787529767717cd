import { sprinkles } from '@playdeck/ui/box';
import { style } from '@vanilla-extract/css';
import { vars } from '@playdeck/ui/theme';

export const panel = style([
  sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xs', alignItems: 'center', padding: 'md' }),
  {
    borderRadius: vars.radii.md,
    background: `linear-gradient(135deg, ${vars.colors.secondary}, ${vars.colors.primary})`,
    color: vars.colors.onPrimary,
  },
]);

export const amount = style({
  margin: 0,
  fontSize: vars.typography.fontSize.xl,
  fontWeight: vars.typography.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
  letterSpacing: '0.02em',
  overflowWrap: 'anywhere',
  textAlign: 'center',
});
