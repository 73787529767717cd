/**
 * Scope prefix for persisted answers that belong to the member (e.g. member info):
 * `persistedQuery: { scope: \`${MEMBER_CACHE_SCOPE}:…\` }`. They are forgotten when the session ends.
 */
export const MEMBER_CACHE_SCOPE = 'member';
