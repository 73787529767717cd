import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '@playdeck/ui/theme';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const container = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.spacing.md,
  minHeight: '40vh',
  padding: vars.spacing.xl,
  color: vars.colors.textMuted,
  fontSize: vars.typography.fontSize.sm,
  textAlign: 'center',
});

export const spinner = style({
  width: 32,
  height: 32,
  borderRadius: '50%',
  border: `3px solid ${vars.colors.border}`,
  borderTopColor: vars.colors.primary,
  animation: `${spin} 800ms linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '2400ms' } },
});

export const retryButton = style({
  minHeight: 44,
  padding: `${vars.spacing.sm} ${vars.spacing.lg}`,
  border: 'none',
  borderRadius: vars.radii.pill,
  background: vars.colors.primary,
  color: vars.colors.onPrimary,
  fontFamily: 'inherit',
  fontSize: vars.typography.fontSize.md,
  fontWeight: vars.typography.fontWeight.bold,
  cursor: 'pointer',
  ':focus-visible': { outline: `2px solid ${vars.colors.text}`, outlineOffset: 2 },
});
