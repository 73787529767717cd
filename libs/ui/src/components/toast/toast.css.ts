import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const fadeIn = keyframes({ from: { opacity: 0, transform: 'translateY(8px)' } });

export const viewport = style({
  position: 'fixed',
  inset: 0,
  zIndex: 1100,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.spacing.sm,
  padding: vars.spacing.xl,
  // Notices must not block taps on the page underneath.
  pointerEvents: 'none',
});

export const region = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.spacing.sm,
});

export const toast = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.spacing.sm,
  maxWidth: 'min(100%, 320px)',
  padding: `${vars.spacing.md} ${vars.spacing.lg}`,
  borderRadius: vars.radii.md,
  // Inverted text/surface: stands out over any screen of any brand, light or dark.
  background: vars.colors.text,
  color: vars.colors.surface,
  fontFamily: vars.typography.fontFamily,
  fontSize: vars.typography.fontSize.md,
  lineHeight: vars.typography.lineHeight,
  textAlign: 'center',
  boxShadow: '0 4px 16px rgba(0, 0, 0, 0.2)',
  animation: `${fadeIn} 160ms ease-out`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const kind = styleVariants({
  info: {},
  loading: { minWidth: 120, minHeight: 96, justifyContent: 'center' },
  success: {},
  error: {},
});

export const icon = style({ display: 'inline-flex', fontSize: vars.typography.fontSize.xl });
