import { createTheme } from '@vanilla-extract/css';
import type { ThemeTokens, ThemeVarTokens } from '@playdeck/brand';
import { vars } from './contract.css';

/** The token values that become CSS variables; images stay with the brand's runtime module. */
export function themeVarTokens({ images: _images, ...tokens }: ThemeTokens): ThemeVarTokens {
  return tokens;
}

/**
 * One class per brand filling the contract. Call only from a .css.ts file (evaluated at build time);
 * a missing token in the brand's shape is a type error here.
 */
export function createBrandTheme(tokens: ThemeTokens, debugId?: string): string {
  return createTheme(vars, themeVarTokens(tokens), debugId);
}
