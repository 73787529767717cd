import { setupServer } from 'msw/node';
import { fakePlatform } from '@playdeck/testing/fake-platform';

/**
 * The MSW server of component tests, answering as the fake platform (started by tools/vitest/setup-web.ts).
 * A test of how the app copes with a platform that breaks the contract adds a plain MSW handler with `use`:
 * the fake platform itself never answers off the contract.
 */
export const platformServer = setupServer(...fakePlatform.handlers);
