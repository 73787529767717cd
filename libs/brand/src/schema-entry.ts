export * from './schema';
export { BrandConfigError, describeIssues, parseBrandConfig } from './validate';
export * from './constants';
export {
  CONTRAST_PAIRS,
  contrastRatio,
  contrastReport,
  describeContrast,
  failingContrastPairs,
  parseColor,
  relativeLuminance,
  type ContrastPair,
  type ContrastResult,
  type ThemeColorToken,
  type ThemeColors,
} from './contrast';
