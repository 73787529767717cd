import { focusRing, sprinkles, surfaceFrame, touchTarget } from '@playdeck/ui/box';
import { style } from '@vanilla-extract/css';

export const row = style([surfaceFrame, touchTarget, focusRing.primary, sprinkles({ display: 'flex', alignItems: 'center', gap: 'md' })]);
