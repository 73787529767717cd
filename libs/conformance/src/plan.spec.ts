import { describe, expect, it } from 'vitest';
import type { CallDefinition } from '@playdeck/api';
import { CALL_PLAN, contractCalls, planOf, type PlanContext, type Prepared } from './plan';

/** Earlier answers as the reference platform gives them, for the requests that point at one. */
const ANSWERS: Record<string, unknown> = {
  'system.customerService': [{ path: 'cs_0123456789', title: 'Live chat' }],
  'content.announcements': { B: [{ id: 7 }] },
  'games.gameList': {
    games: [
      { nodeId: '1001', vendorCode: 'PG' },
      { nodeId: '1002', vendorCode: 'JL' },
    ],
  },
  'games.favouriteIds': ['1001'],
  'games.lotteryNumero': { list: [{ gameId: 42 }] },
  'settings.profile': { nickname: 'Lucky Member' },
  'inbox.list': { list: [{ id: 3 }] },
};

const context = (answers: Record<string, unknown> = ANSWERS): PlanContext => ({
  answer: (id) => answers[id],
  deviceId: '0b7c4f7e-3f1a-4c1e-9a53-0d3c2b1a0f9e',
  now: Date.UTC(2026, 10, 27),
  language: 'EN',
});

/** A query as it travels: every value a string (arrays comma-joined), as URLSearchParams sends it. */
const onTheWire = (query: Record<string, unknown> = {}) =>
  Object.fromEntries(Object.entries(query).map(([name, value]) => [name, Array.isArray(value) ? value.join(',') : String(value)]));

function expectAccepted(call: CallDefinition, prepared: Prepared) {
  expect(prepared, call.id).not.toHaveProperty('skip');
  if ('skip' in prepared) return;
  if (call.query) expect(call.query.safeParse(onTheWire(prepared.query)).error?.issues, `${call.id} query`).toBeUndefined();
  else expect(prepared.query, `${call.id} takes no query`).toBeUndefined();
  if (call.body) expect(call.body.safeParse(prepared.body ?? {}).error?.issues, `${call.id} body`).toBeUndefined();
  else expect(prepared.body, `${call.id} takes no body`).toBeUndefined();
}

describe('the conformance plan', () => {
  it('classifies every call of the contract, and only those', () => {
    const ids = contractCalls().map((call) => call.id);
    expect(Object.keys(CALL_PLAN).sort()).toEqual([...ids].sort());
    for (const call of contractCalls()) expect(() => planOf(call)).not.toThrow();
    expect(() => planOf({ ...contractCalls()[0]!, id: 'brand.new' })).toThrow(
      'brand.new is not classified in libs/conformance/src/plan.ts',
    );
  });

  it('sends every read and write-run request in a shape its call accepts', () => {
    for (const call of contractCalls()) {
      const plan = planOf(call);
      if (plan.access === 'read') expectAccepted(call, plan.request?.(context()) ?? {});
      if (plan.writeRun) expectAccepted(call, plan.writeRun.request(context()));
    }
  });

  it('says why a call is skipped when the answer it points at is empty', () => {
    const empty = context({ 'system.customerService': [], 'content.announcements': {} });
    expect(CALL_PLAN['system.customerServiceLink']!.request!(empty)).toEqual({ skip: 'no customer service channel to point at' });
    expect(CALL_PLAN['content.announcement']!.request!(empty)).toEqual({ skip: 'no announcement to point at' });
  });

  it('adds and removes a favourite the member did not have, so their favourites end as they began', () => {
    const add = CALL_PLAN['games.addFavourite']!.writeRun!.request;
    const remove = CALL_PLAN['games.removeFavourite']!.writeRun!.request;
    expect(add(context())).toEqual({ body: { nodeId: '1002', vendor: 'JL' } });
    expect(remove(context())).toEqual(add(context()));
    const allFavourites = context({ ...ANSWERS, 'games.favouriteIds': ['1001', '1002'] });
    expect(add(allFavourites)).toEqual({ skip: 'no game that is not a favourite yet to point at' });
    const fullPage = context({ ...ANSWERS, 'games.favouriteIds': Array.from({ length: 100 }, (_, index) => `x${index}`) });
    expect(add(fullPage)).toEqual({ skip: 'the member has a full page of favourites: use a member with fewer' });
  });

  it('reads with other methods than GET only where the platform answers a read by POST', () => {
    const nonGetReads = contractCalls().filter((call) => call.method !== 'GET' && planOf(call).access === 'read');
    expect(nonGetReads.map((call) => call.id)).toEqual(['content.catalog', 'content.announcement']);
    const getWrites = contractCalls().filter((call) => call.method === 'GET' && planOf(call).access !== 'read');
    expect(getWrites.map((call) => call.id)).toEqual(['games.addRecent']);
  });

  it('says what every write changes, and the write run makes only these, none of which moves money', () => {
    for (const [id, plan] of Object.entries(CALL_PLAN)) {
      if (plan.access === 'write') expect(plan.changes, id).toMatch(/\w/);
      if (plan.writeRun) expect(plan.access, id).toBe('write');
    }
    const writeRun = Object.entries(CALL_PLAN).filter(([, plan]) => plan.writeRun);
    // Reviewed one by one: a trial account, read marks, a recent game, a favourite added and removed, the same nickname.
    expect(writeRun.map(([id]) => id)).toEqual([
      'session.trialUser',
      'content.markRead',
      'games.addRecent',
      'games.addFavourite',
      'games.removeFavourite',
      'settings.nickname',
      'inbox.read',
    ]);
  });

  it('signs in and out only through the session calls', () => {
    const sessionCalls = Object.entries(CALL_PLAN).filter(([, plan]) => plan.access === 'session');
    expect(sessionCalls.map(([id]) => id)).toEqual(['session.login', 'session.logout']);
  });
});
