import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const line = style({ margin: 0, fontSize: vars.typography.fontSize.sm, color: vars.colors.textMuted, textAlign: 'center' });
