import { sprinkles } from '@playdeck/ui/box';

export const mark = sprinkles({ flexShrink: 0, display: 'inlineFlex', alignItems: 'center' });
