import type { ContractKind, ContractRequests } from '@playdeck/api';
import { paths } from '@playdeck/routes';

export interface PendingRequest {
  kind: ContractKind;
  id: number;
  path: string;
}

/** The spec's three request fields, in the order the prompts come, with the screen each goes to. */
const FIELDS: { field: keyof ContractRequests; kind: ContractKind; path: string }[] = [
  { field: 'dailysalreqtype', kind: 'SALARY', path: paths.salaryContract },
  { field: 'divtypecompperiodreq', kind: 'DIVIDEND', path: paths.dividendContract },
  { field: 'contracthoursalreq', kind: 'HOURLY', path: paths.hourContract },
];

export function pendingRequests(requests: ContractRequests): PendingRequest[] {
  return FIELDS.filter(({ field }) => requests[field] > 0).map(({ field, kind, path }) => ({ kind, id: requests[field], path }));
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
