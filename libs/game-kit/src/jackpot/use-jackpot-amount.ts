import { useEffect, useState } from 'react';
import { jackpotStartAmount, runJackpotTicker, type Random } from './jackpot-ticker';

/** The jackpot figure of home and the game lists: a random start that keeps growing (spec sections 2, 9). */
export function useJackpotAmount(random: Random = Math.random): number {
  const [start] = useState(() => jackpotStartAmount(random));
  const [amount, setAmount] = useState(start);
  useEffect(() => runJackpotTicker(start, setAmount, random), [start, random]);
  return amount;
}
