import activeBrand from '@playdeck/active-brand.json';
import { createBrandTheme } from '@playdeck/ui/theme';

/** The one theme this bundle carries: the active brand's (see libs/brand's vite plugin). */
export const brandThemeClass = createBrandTheme(activeBrand.theme, `brand-${activeBrand.id}`);
