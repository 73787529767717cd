import { style } from '@vanilla-extract/css';

export const state = style({ textAlign: 'center' });
