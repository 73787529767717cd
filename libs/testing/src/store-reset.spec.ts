import { describe, expect, it } from 'vitest';
import { useSessionStore, useSessionNotice } from '@playdeck/session';

// The two tests run in order: the second sees what the set-up's reset left after the first.
describe('stores between tests', () => {
  it('a test may change any store', () => {
    useSessionStore.getState().setSession({ token: 't', merchantCode: 'PLAYDECK' });
    useSessionNotice.getState().show('error_logged_out');
    expect(useSessionStore.getState().session).not.toBeNull();
  });

  it('the next test starts from the initial state of every store', () => {
    expect(useSessionStore.getState().session).toBeNull();
    expect(useSessionNotice.getState()).toMatchObject(useSessionNotice.getInitialState());
  });
});
