import { beforeEach, describe, expect, it } from 'vitest';
import { markPrompted, pendingRequests, wasPrompted } from './pending-requests';

describe('pending contract requests', () => {
  beforeEach(() => sessionStorage.clear());

  it('maps each non-zero request field to its contract screen, salary first', () => {
    expect(pendingRequests({ dailysalreqtype: 4, divtypecompperiodreq: 0, contracthoursalreq: 9 })).toEqual([
      { kind: 'SALARY', id: 4, path: '/m/member/agent/getSalaryContract' },
      { kind: 'HOURLY', id: 9, path: '/m/member/agent/getHourContract' },
    ]);
    expect(pendingRequests({ dailysalreqtype: 0, divtypecompperiodreq: 0, contracthoursalreq: 0 })).toEqual([]);
  });

  it('leaves out the dividend offer where the brand turns the dividend off', () => {
    const requests = { dailysalreqtype: 0, divtypecompperiodreq: 7, contracthoursalreq: 0 };
    expect(pendingRequests(requests, () => true)).toEqual([{ kind: 'DIVIDEND', id: 7, path: '/m/member/agent/getDevidendContract' }]);
    expect(pendingRequests(requests, (feature) => feature !== 'agent.dividend')).toEqual([]);
  });

  it('remembers a prompted request per session token and request id', () => {
    const request = { kind: 'SALARY' as const, id: 4, path: '/m/member/agent/getSalaryContract' };
    expect(wasPrompted('token-a', request)).toBe(false);
    markPrompted('token-a', request);
    expect(wasPrompted('token-a', request)).toBe(true);
    expect(wasPrompted('token-b', request)).toBe(false);
    expect(wasPrompted('token-a', { ...request, id: 5 })).toBe(false);
  });
});
