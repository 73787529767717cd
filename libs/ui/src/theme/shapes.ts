import { vars } from './contract.css';

// Declarations, not classes, of shapes that both ui's recipes (layout.css.ts) and the first render draw. The first
// render's .css.ts files (headers, footer bar, home's own) spread them into single classes of their own: composing
// ui's classes would add ui's stylesheet to the main chunk's preload list and a class name per use to its JavaScript.

/** The least height of a link or button a member taps, without the link's underline. */
export const touchTargetShape = { minHeight: 44, textDecoration: 'none' } as const;

/** A rounded bold link or button at the touch height; each use gives its padding and colours. */
export const pillShape = {
  ...touchTargetShape,
  display: 'inline-flex',
  alignItems: 'center',
  borderRadius: vars.radii.pill,
  fontWeight: vars.typography.fontWeight.bold,
} as const;

/** A square button drawn by its icon alone, centred: no border or fill, in the colour around it. */
export const iconButtonShape = (size: number) =>
  ({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: size,
    height: size,
    padding: 0,
    border: 'none',
    background: 'transparent',
    color: 'inherit',
    cursor: 'pointer',
  }) as const;

/** A list without bullets or the browser's indent. */
export const listResetShape = { margin: 0, padding: 0, listStyle: 'none' } as const;

/** One line, cut with an ellipsis. */
export const truncateShape = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

/** A button drawn by its class: no border of its own, the theme's font, a pointer. */
export const plainButtonShape = { border: 'none', fontFamily: vars.typography.fontFamily, cursor: 'pointer' } as const;
