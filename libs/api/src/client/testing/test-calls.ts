import * as z from 'zod/mini';
import { defineCall } from '../../contract/define-call';

const item = z.object({ id: z.number(), name: z.string() });

/** Calls of every shape, independent of the real contract (which other work is still filling in). */
export const testCalls = {
  list: defineCall({
    id: 'test.list',
    method: 'GET',
    path: '/wps/test/list',
    auth: 'optional',
    errors: [] as const,
    query: () => z.object({ pageNo: z.optional(z.number()), name: z.optional(z.string()), types: z.optional(z.array(z.string())) }),
    value: () => z.object({ list: z.array(item), totalPages: z.number() }),
  }),
  json: defineCall({
    id: 'test.json',
    method: 'POST',
    path: '/wps/test/json',
    auth: 'member',
    errors: [] as const,
    body: () => z.object({ nodeId: z.string(), vendor: z.optional(z.string()) }),
    value: () => z.object({ saved: z.boolean() }),
  }),
  form: defineCall({
    id: 'test.form',
    method: 'POST',
    path: '/wps/test/form',
    auth: 'none',
    errors: [] as const,
    body: () => z.object({ username: z.string(), email: z.string(), note: z.optional(z.string()) }),
    bodyEncoding: 'form',
    value: () => z.optional(z.nullable(z.unknown())),
  }),
  secret: defineCall({
    id: 'test.secret',
    method: 'POST',
    path: '/wps/test/secret',
    auth: 'none',
    errors: [] as const,
    body: () => z.object({ username: z.string(), password: z.string() }),
    bodyEncoding: 'encrypted',
    value: () => z.object({ token: z.string() }),
  }),
  remove: defineCall({
    id: 'test.remove',
    method: 'DELETE',
    path: '/wps/test/remove',
    auth: 'member',
    errors: [] as const,
    value: () => z.optional(z.nullable(z.unknown())),
  }),
};

export const testBrand = { merchantCode: 'PLAYDECK', api: { origin: '' }, languages: { default: 'TY' } };
