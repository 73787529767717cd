import type { ComponentType } from 'react';
import type { DepositTemplate } from './deposit-template';
import { DepositScreen } from './deposit-screen';

/** The route's screen: the deposit screen in the template the app's hook reports. */
export function depositRoute(useDepositTemplate: () => DepositTemplate): ComponentType {
  return function DepositRoute() {
    return <DepositScreen template={useDepositTemplate()} />;
  };
}
