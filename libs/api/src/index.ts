export {
  defineCall,
  type BodyEncoding,
  type BodyOf,
  type CallAuth,
  type CallDefinition,
  type HttpMethod,
  type QueryOf,
  type RefusalCode,
  type ValueOf,
  mayRefuse,
} from './contract/define-call';
export { AUTH_REFUSALS, SESSION_ENDED_REFUSALS, SHARED_REFUSALS, type SharedRefusal } from './contract/refusals';
export { envelopeSchema, failureEnvelopeSchema, errorValueSchema, type Envelope, type FailureEnvelope } from './contract/envelope';
export * from './contract/common';
export { contract, type Contract } from './contract';
export { ERROR_CATALOGUE, errorMessageKey, isKnownErrorCode, type ErrorMessageKey, type KnownErrorCode } from './errors/error-codes';
export * from './contract/calls/system';
export * from './contract/calls/content';
export * from './contract/calls/session';
export * from './contract/calls/games';
export * from './contract/calls/lottery';
export * from './contract/calls/wallet';
export * from './contract/calls/money';
export * from './contract/calls/security';
export * from './contract/calls/rewards';
export * from './contract/calls/settings';
export * from './contract/calls/uploads';
export * from './contract/calls/kyc';
export * from './contract/calls/responsible-gaming';
export * from './contract/calls/inbox';
export * from './contract/calls/support';
export * from './contract/calls/agent-contracts';
export * from './contract/calls/agent-team';
export * from './contract/calls/agent-reports';
export * from './contract/money-units';
export * from './contract/card-number';
export * from './contract/identity-token';
export * from './contract/game-constants';
export * from './contract/vendor-structure';
