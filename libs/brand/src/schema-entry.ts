export * from './schema';
export { BrandConfigError, describeIssues, parseBrandConfig, parseBrandSchema } from './validate';
export * from './constants';
export { featureSwitchOn, type FeatureSwitch, type FeatureSwitchSource } from './feature-switches';
// The contrast check is browser-safe: Storybook's Brand page, the generator and the build (check-brand) share it.
export * from './contrast';
