import { style } from '@vanilla-extract/css';
import { vars } from '@playdeck/ui/theme';

export const mark = style({ flexShrink: 0, display: 'inline-flex', alignItems: 'center' });

export const read = style({ fontSize: vars.typography.fontSize.xs, color: vars.colors.textMuted });
