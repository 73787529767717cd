// What screens share around a query: loading blocks, the failure with a retry, or the data. See README.md.
export {
  LoadError,
  LoadingBlock,
  QueryState,
  type LoadErrorProps,
  type LoadingBlockProps,
  type LoadedQuery,
  type QueryStateProps,
} from './query-state';
export { Pager, type PagerProps } from './pager';
// Entries of their own (@playdeck/screen-kit/policy, /more-pages), so a screen that uses neither does not load them.
