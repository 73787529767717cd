export { GuardedLink, type GuardedLinkProps } from './guarded-link';
export { useRefusedUrlNotice } from './use-refused-url';
