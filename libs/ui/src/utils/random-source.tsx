import { createContext, useContext, useState } from 'react';

/** Returns a number in [0, 1), like Math.random. */
export type RandomNumbers = () => number;

const RandomSourceContext = createContext<() => RandomNumbers>(() => Math.random);

/**
 * Where components that draw random figures (home's jackpot start) get their numbers: Math.random in the app.
 * Storybook provides a seeded source, so a story shows the same figure each time it is opened.
 */
export const RandomSourceProvider = RandomSourceContext.Provider;

/** A source of random numbers of this component's own, made once when it mounts. */
export function useRandomNumbers(): RandomNumbers {
  const create = useContext(RandomSourceContext);
  const [random] = useState(create);
  return random;
}
