import { style } from '@vanilla-extract/css';

export const mark = style({ flexShrink: 0, display: 'inline-flex', alignItems: 'center' });
