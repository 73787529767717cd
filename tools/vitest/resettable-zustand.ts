import type * as Zustand from 'zustand';
import { registeredStores } from '../../libs/testing/src/store-registry';

type Creator = Zustand.StateCreator<unknown>;

/**
 * zustand as the app uses it, with every store registered for reset between tests (the pattern of
 * bulletproof-react's __mocks__/zustand.ts). Mocked in tools/vitest/setup-web.ts.
 */
export function resettableZustand(actual: typeof Zustand): typeof Zustand {
  const register = <S extends Zustand.StoreApi<unknown>>(store: S, creator: Creator): S => {
    const initial = store.getInitialState();
    registeredStores.add({
      reset: () => store.setState(initial, true),
      restart: () => store.setState(creator(store.setState, store.getState, store), true),
    });
    return store;
  };
  const create = ((creator?: Creator) =>
    creator
      ? register(actual.create(creator), creator)
      : (later: Creator) => register(actual.create(later), later)) as typeof actual.create;
  const createStore = ((creator?: Creator) =>
    creator
      ? register(actual.createStore(creator), creator)
      : (later: Creator) => register(actual.createStore(later), later)) as typeof actual.createStore;
  return { ...actual, create, createStore };
}
