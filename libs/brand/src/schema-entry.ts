export * from './schema';
export { BrandConfigError, describeIssues, parseBrandConfig, parseBrandSchema } from './validate';
export * from './constants';
export {
  CONTRAST_PAIRS,
  contrastProblems,
  contrastRatio,
  contrastReport,
  describeContrast,
  describeContrastFailure,
  failingContrastPairs,
  isLargeText,
  parseColor,
  relativeLuminance,
  type ContrastKind,
  type ContrastPair,
  type ContrastResult,
  type ThemeColorToken,
  type ThemeColors,
  type ThemeTypography,
} from './contrast';
