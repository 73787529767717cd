import { style } from '@vanilla-extract/css';
import { parseBrandConfig } from '@playdeck/brand/schema';
import { createBrandTheme, vars } from '@playdeck/ui/theme';

export interface StoryBrand {
  id: string;
  name: string;
  themeClass: string;
}

// Evaluated at build time, so a new brands/<id>/brand.json appears in the toolbar without code changes,
// and an invalid one fails the Storybook build with the same messages as the app build.
const brandFiles = import.meta.glob('../brands/*/brand.json', { eager: true, import: 'default' });

export const storyBrands: StoryBrand[] = Object.entries(brandFiles)
  .map(([file, raw]) => parseBrandConfig(raw, file.replace('../', '')))
  .sort((a, b) => a.id.localeCompare(b.id))
  .map((brand) => ({ id: brand.id, name: brand.name, themeClass: createBrandTheme(brand.theme, `brand-${brand.id}`) }));

export const storyCanvas = style({
  minHeight: '100vh',
  boxSizing: 'border-box',
  padding: vars.spacing.lg,
  background: vars.colors.background,
  color: vars.colors.text,
  fontFamily: vars.typography.fontFamily,
  fontSize: vars.typography.fontSize.md,
  lineHeight: vars.typography.lineHeight,
});
