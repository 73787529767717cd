import { style } from '@vanilla-extract/css';

// A fieldset only to disable every field at once while withdrawals are locked: no frame of its own.
export const fields = style({ border: 0, margin: 0, padding: 0, minWidth: 0 });
