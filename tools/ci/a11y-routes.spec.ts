import { describe, expect, it } from 'vitest';
import { ROUTE_FIXTURES, walkOf } from '../../e2e/helpers/a11y-routes';
import { allRoutes, type AppRoute } from '../../libs/features/shell/src/routes/route-table';

/* The accessibility journey's walks (e2e/a11y.spec.ts) come from the route table: no route is left out. */

const ids = (role: Parameters<typeof walkOf>[0]) => walkOf(role).map((step) => step.route.id);

describe('walkOf', () => {
  it('walks every route of the table as the roles that may open it, each route once', () => {
    const walked = [...ids('visitor'), ...ids('member'), ...ids('agent')];
    expect(new Set(walked)).toEqual(new Set(allRoutes.map((route) => route.id)));
    expect(ids('visitor')).toEqual(expect.arrayContaining(allRoutes.filter((route) => route.access === 'public').map((route) => route.id)));
    expect(ids('visitor').every((id) => allRoutes.find((route) => route.id === id)!.access === 'public')).toBe(true);
    expect(ids('member')).toEqual(expect.arrayContaining(ids('visitor')));
    expect(ids('member')).toEqual(expect.arrayContaining(['changePsw', 'withdraw', 'rewardCenter', 'kyc']));
    expect(ids('agent').every((id) => allRoutes.find((route) => route.id === id)!.access === 'agent')).toBe(true);
  });

  it('covers a route added to the table without editing the journey', () => {
    const added = { id: 'newScreen', paths: ['/m/newScreen'], titleKey: 'route_new', access: 'member' } as unknown as AppRoute;
    expect(walkOf('member', [...allRoutes, added]).map((step) => step.path)).toContain('/m/newScreen');
    expect(walkOf('visitor', [...allRoutes, added]).map((step) => step.path)).not.toContain('/m/newScreen');
  });

  it('opens home at /m/home, lists before their details, and the trial (which changes the session) last', () => {
    const visitor = walkOf('visitor');
    expect(visitor[0]!.path).toBe('/m/home');
    expect(visitor.at(-1)!.route.id).toBe('trail');
    for (const [id, fixture] of Object.entries(ROUTE_FIXTURES)) {
      if (!('linkFrom' in fixture)) continue;
      expect(ids('visitor').indexOf(fixture.linkFrom)).toBeLessThan(ids('visitor').indexOf(id as AppRoute['id']));
    }
  });
});
