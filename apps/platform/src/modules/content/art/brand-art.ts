import type { PlatformServices } from '../../../services';
import { brandHues, type BrandHues } from '../images/brand-tint';

/** The hues (brand.json theme primary and secondary) a loaded brand's demo art is drawn in. */
export function brandArtHues(services: PlatformServices, brandId: string): BrandHues {
  const brand = services.brands.find((candidate) => candidate.config.id === brandId);
  if (!brand) throw new Error(`brand ${brandId} is not loaded`);
  return brandHues(brand.config.theme.colors);
}

/** A game's tile: its English name (the art's one language) and its vendor, in the brand's hues. */
export const gamePicture = (game: { nameEn: string; vendorName: string }, hues: BrandHues) => ({
  kind: 'game' as const,
  name: game.nameEn,
  vendor: game.vendorName,
  hues,
});
