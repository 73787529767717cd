import { vi } from 'vitest';
import type { CallDefinition, Popup, SiteStatus } from '@playdeck/api';
import type { ApiClient } from '@playdeck/api/client';

type Query = Record<string, unknown>;
type Flags = Pick<SiteStatus, 'maintenance' | 'regionRestriction'>;

const siteStatus = (flags: Flags): SiteStatus => ({
  ...flags,
  location: { ip: '203.0.113.9', country: 'VN' },
  info: { customerService: 'https://cs.example.test', imageCDNs: [], mobileTemplate: { mem_cen: 0, dep_func: 0 }, resources: [] },
} as unknown as SiteStatus);

/**
 * An ApiClient answering content.popups from `answer` and system.status from `status` (either may throw);
 * the popup queries asked are kept in `queries`. Other calls fail the test.
 */
export function fakePopupsApi() {
  let answer: (query: Query) => Popup[] = () => [];
  let status: () => Flags = () => ({ maintenance: false, regionRestriction: false });
  const queries: Query[] = [];
  const reply = (definition: CallDefinition, query: Query) => {
    if (definition.id === 'system.status') return siteStatus(status());
    if (definition.id !== 'content.popups') throw new Error(`unexpected call ${definition.id}`);
    queries.push(query);
    return answer(query);
  };
  const client = {
    request: vi.fn(async (definition: CallDefinition, args: { query?: Query } = {}) => {
      const value = reply(definition, args.query ?? {});
      return { value, rawValue: value, status: 200 };
    }),
    call: vi.fn(),
  } as unknown as ApiClient;
  return {
    client,
    queries,
    answer: (next: (query: Query) => Popup[]) => {
      answer = next;
    },
    status: (next: () => Flags) => {
      status = next;
    },
    reset: () => {
      answer = () => [];
      status = () => ({ maintenance: false, regionRestriction: false });
      queries.length = 0;
    },
  };
}

let nextId = 1;
export const popup = (fields: Partial<Popup> & Pick<Popup, 'title' | 'execution'>): Popup => ({
  id: nextId++,
  content: `<p>${fields.title} content</p>`,
  promotionType: null,
  startDate: 1_700_000_000_000,
  ...fields,
});
