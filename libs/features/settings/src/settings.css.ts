import { sprinkles } from '@playdeck/ui/box';
import { style } from '@vanilla-extract/css';
import { vars } from '@playdeck/ui';

const focusRing = { outline: `2px solid ${vars.colors.primary}`, outlineOffset: 2 };

export const currentAvatar = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: 64,
  height: 64,
  borderRadius: '50%',
  objectFit: 'cover',
  background: vars.colors.secondary,
  color: vars.colors.onSecondary,
  fontSize: vars.typography.fontSize.xl,
  fontWeight: vars.typography.fontWeight.bold,
});

export const avatarGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(56px, 1fr))',
  gap: vars.spacing.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const avatarChoice = style({
  display: 'block',
  width: '100%',
  aspectRatio: '1',
  padding: 2,
  border: `2px solid transparent`,
  borderRadius: '50%',
  background: 'none',
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': { borderColor: vars.colors.primary },
    '&:focus-visible': focusRing,
    '&:disabled': { cursor: 'progress', opacity: 0.6 },
  },
});

export const avatarChoiceImage = style({ display: 'block', width: '100%', height: '100%', borderRadius: '50%' });

export const languageChoice = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.spacing.sm,
  minHeight: 44,
  paddingInline: vars.spacing.md,
  border: `1px solid ${vars.colors.border}`,
  borderRadius: vars.radii.md,
  color: vars.colors.text,
  cursor: 'pointer',
  selectors: { '&:has(input:checked)': { borderColor: vars.colors.primary }, '&:has(input:focus-visible)': focusRing },
});

export const fileInput = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});

export const fieldset = style([
  sprinkles({ display: 'flex', flexDirection: 'column', gap: 'sm' }),
  { minWidth: 0, margin: 0, padding: 0, border: 0 },
]);

export const cropPreview = style({
  display: 'block',
  width: 128,
  height: 128,
  borderRadius: '50%',
  border: `1px solid ${vars.colors.border}`,
});

export const rangeLabel = style({ display: 'flex', flexDirection: 'column', gap: vars.spacing.xs, color: vars.colors.text });

export const uploadButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  alignSelf: 'flex-start',
  minHeight: 44,
  paddingInline: vars.spacing.lg,
  border: `1px solid ${vars.colors.primary}`,
  borderRadius: vars.radii.md,
  color: vars.colors.primary,
  fontWeight: vars.typography.fontWeight.bold,
  cursor: 'pointer',
  selectors: {
    [`${fileInput}:focus-visible + &`]: focusRing,
    '&[aria-disabled="true"]': { opacity: 0.6, cursor: 'progress' },
  },
});
