export * from './schema';
export { BrandConfigError, describeIssues, parseBrandConfig } from './validate';
export * from './constants';
