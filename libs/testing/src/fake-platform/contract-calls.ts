import { contract, type CallDefinition } from '@playdeck/api';

/** Every call of the contract, once each. */
export const contractCalls: readonly CallDefinition[] = Object.values(contract).flatMap(
  (domain) => Object.values(domain) as CallDefinition[],
);
