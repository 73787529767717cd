import { useEffect, useState } from 'react';
import { usePendingWhile } from '@playdeck/ui';
import type { DepositLimitAsk } from './deposit-limit-ask';

/**
 * Whether and how the register form asks for a deposit limit: null where the brand does not, undefined until the
 * brand's rules have loaded. The ask and the rules load with their own chunks, so the register screen's chunk (and
 * what home's first render knows of it) stays as it was.
 */
export function useDepositLimitAsk(): DepositLimitAsk | null | undefined {
  const [ask, setAsk] = useState<DepositLimitAsk | null | undefined>(undefined);
  usePendingWhile(ask === undefined);
  useEffect(() => {
    let current = true;
    import('./deposit-limit-ask')
      .then((module) => module.depositLimitAsk())
      .then(
        (loaded) => current && setAsk(loaded),
        // Rules that fail to load ask for nothing here; the deposit screen still wants a limit before a deposit.
        () => current && setAsk(null),
      );
    return () => {
      current = false;
    };
  }, []);
  return ask;
}
