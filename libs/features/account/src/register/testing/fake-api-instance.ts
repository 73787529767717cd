import { fakeApiClient } from './fake-api';

/** One fake shared by the mocked '@playdeck/session' and '@playdeck/session/api' modules of a test file. */
export const fakeApi = fakeApiClient();
