import { style } from '@vanilla-extract/css';
import { parseBrandConfig } from '@playdeck/brand/schema';
import { createBrandTheme, vars } from '@playdeck/ui/theme';

// Evaluated at build time, so a new brands/<id>/brand.json gets a theme class without code changes.
// (Everything else of a brand comes from virtual:playdeck/story-brands, which also fails the build on an invalid one.)
const brandFiles = import.meta.glob('../brands/*/brand.json', { eager: true, import: 'default' });

/** Theme class per brand id. */
export const brandThemeClasses: Record<string, string> = Object.fromEntries(
  Object.entries(brandFiles)
    .map(([file, raw]) => parseBrandConfig(raw, file.replace('../', '')))
    .map((brand) => [brand.id, createBrandTheme(brand.theme, `brand-${brand.id}`)]),
);

const page = {
  minHeight: '100vh',
  boxSizing: 'border-box',
  background: vars.colors.background,
  color: vars.colors.text,
  fontFamily: vars.typography.fontFamily,
  fontSize: vars.typography.fontSize.md,
  lineHeight: vars.typography.lineHeight,
} as const;

/** A whole screen: edge to edge, as in the app. */
export const screenCanvas = style(page);

/** A component on its own: a small margin so focus rings and shadows are not cut off. */
export const componentCanvas = style({ ...page, padding: vars.spacing.sm });
