import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

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
