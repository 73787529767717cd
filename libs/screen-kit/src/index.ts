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
export { PolicyDocument, type PolicyDocumentProps } from './policy/policy-document';
export { POLICY_DOCUMENTS, type PolicyDocumentId } from './policy/policy-documents';
export { CardListLoading, LoadMore, type CardListLoadingProps, type LoadMoreProps, type MorePagesQuery } from './more-pages';
