import { focusRing, rowText as text, sprinkles, surfaceFrame, touchTarget, truncate } from '@playdeck/ui/box';
import { style } from '@vanilla-extract/css';

export const row = style([surfaceFrame, touchTarget, focusRing.primary, sprinkles({ display: 'flex', alignItems: 'center', gap: 'md' })]);

export const rowText = text;

export const rowTitle = style([truncate, sprinkles({ fontSize: 'md', fontWeight: 'bold' })]);

export const unreadTitle = sprinkles({ color: 'primary' });
