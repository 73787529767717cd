import { useEffect, useState } from 'react';
import { jackpotStartAmount, runJackpotTicker, type Random } from './jackpot-ticker';

/**
 * The jackpot figure of home and the game lists: a random start that keeps growing (spec sections 2, 9). Given
 * the platform's `pool` (VIS_getJackpot), it grows from the pool instead, from the moment the pool is known.
 */
export function useJackpotAmount(random: Random = Math.random, pool?: number): number {
  const [randomStart] = useState(() => jackpotStartAmount(random));
  const start = pool ?? randomStart;
  const [amount, setAmount] = useState(start);
  useEffect(() => {
    setAmount(start);
    return runJackpotTicker(start, setAmount, random);
  }, [start, random]);
  return amount;
}
