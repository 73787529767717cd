import { fakePopupsApi } from './fake-popups-api';

/** One fake shared by the mocked '@playdeck/session/api' module and the test file. */
export const fakeApi = fakePopupsApi();
