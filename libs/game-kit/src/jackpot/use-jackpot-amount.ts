import { useEffect, useState } from 'react';
import { jackpotStartAmount, runJackpotTicker, type Random } from './jackpot-ticker';

/**
 * The jackpot figure of home and the game lists: a random start that keeps growing (spec sections 2, 9). Given
 * the platform's `pool` (VIS_getJackpot), it grows from the pool instead, from the moment the pool is known.
 */
export function useJackpotAmount(random: Random = Math.random, pool?: number): number {
  const [randomStart] = useState(() => jackpotStartAmount(random));
  const start = pool ?? randomStart;
  // Each tick is kept with the start it grew from: a new start (the pool arriving) shows at once, as it is.
  const [ticked, setTicked] = useState({ start, amount: start });
  useEffect(() => runJackpotTicker(start, (amount) => setTicked({ start, amount }), random), [start, random]);
  return ticked.start === start ? ticked.amount : start;
}
