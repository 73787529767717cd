import type { ContractKind, ContractRequests } from '@playdeck/api';
import { brandFeatureOn, type FeatureSwitch } from '@playdeck/brand';
import { paths } from '@playdeck/routes';

export interface PendingRequest {
  kind: ContractKind;
  id: number;
  path: string;
}

/**
 * The spec's three request fields, in the order the prompts come, with the screen each goes to and the
 * brand.json switch that screen is behind, if any.
 */
const FIELDS: { field: keyof ContractRequests; kind: ContractKind; path: string; feature?: FeatureSwitch }[] = [
  { field: 'dailysalreqtype', kind: 'SALARY', path: paths.salaryContract },
  { field: 'divtypecompperiodreq', kind: 'DIVIDEND', path: paths.dividendContract, feature: 'agent.dividend' },
  { field: 'contracthoursalreq', kind: 'HOURLY', path: paths.hourContract },
];

/** The offers to prompt for: never one whose screen the brand turns off (its route would send the agent away). */
export function pendingRequests(
  requests: ContractRequests,
  featureOn: (feature: FeatureSwitch) => boolean = brandFeatureOn,
): PendingRequest[] {
  return FIELDS.filter(({ field, feature }) => requests[field] > 0 && (!feature || featureOn(feature))).map(({ field, kind, path }) => ({
    kind,
    id: requests[field],
    path,
  }));
}

/** Which requests this browser session has already prompted for (session storage: gone at logout). */
const STORAGE_KEY = 'AGENT_CONTRACT_PROMPTED';
const keyOf = (token: string, request: PendingRequest) => `${token.slice(-12)}:${request.kind}:${request.id}`;

function prompted(): string[] {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

export const wasPrompted = (token: string, request: PendingRequest) => prompted().includes(keyOf(token, request));

export function markPrompted(token: string, request: PendingRequest): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...prompted(), keyOf(token, request)].slice(-20)));
  } catch {
    // Storage full or blocked: the prompt may come again, never a failure.
  }
}
