import { setupServer } from 'msw/node';
import { fakePlatform } from '@playdeck/testing/fake-platform';

/**
 * The MSW server of component tests, answering as the fake platform (started by tools/vitest/setup-web.ts).
 * A test of how the app copes with a platform that breaks the contract adds a plain MSW handler with `use`:
 * the fake platform itself never answers off the contract.
 */
export const platformServer = setupServer(...fakePlatform.handlers);

let inFlight = 0;
platformServer.events.on('request:start', () => void inFlight++);
platformServer.events.on('request:end', () => void inFlight--);

/**
 * Resolves once no request to the fake platform has been open for a macrotask (at most `limitMs`). A test's
 * fire-and-forget write (a launched game added to the recent list) can still be on its way when the test ends;
 * the next test of this worker would otherwise find it among its own requests.
 */
export async function whenPlatformIdle(limitMs = 500): Promise<void> {
  const giveUpAt = Date.now() + limitMs;
  const turn = () => new Promise((resolve) => setTimeout(resolve, 0));
  do await turn();
  while (inFlight > 0 && Date.now() < giveUpAt);
}
