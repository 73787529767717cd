import * as z from 'zod/mini';
import type { CallDefinition } from '@playdeck/api';
import { FAKE_PLATFORM_KEY } from './platform-key';

type Shape = Record<string, z.ZodMiniType>;

function shapeOf(schema: z.ZodMiniType | undefined): Shape {
  const def = (schema as { _zod?: { def?: { shape?: Shape } } } | undefined)?._zod?.def;
  return def?.shape ?? {};
}

/** A query parameter back in the form the app passed it: the first of number, list, text or flag its field's schema accepts. */
function queryValue(text: string, field: z.ZodMiniType | undefined): unknown {
  if (!field) return text;
  const candidates: unknown[] = [];
  if (text.trim() !== '' && !Number.isNaN(Number(text))) candidates.push(Number(text));
  candidates.push(text.split(','), text);
  if (text === 'true' || text === 'false') candidates.push(text === 'true');
  return candidates.find((candidate) => z.safeParse(field, candidate).success) ?? text;
}

export function readQuery(definition: CallDefinition, url: URL): Record<string, unknown> {
  const shape = shapeOf(definition.query);
  return Object.fromEntries([...url.searchParams].map(([name, text]) => [name, queryValue(text, shape[name])]));
}

export type BodyReading = { ok: true; body: unknown } | { ok: false; errorCode: 'request_body_required' | 'request_param_err' };

/** The body as the platform reads it: JSON, form fields, raw bytes, or the encrypted envelope decrypted with the platform's key. */
export async function readBody(definition: CallDefinition, request: Request): Promise<BodyReading> {
  if (!definition.body) return { ok: true, body: undefined };
  if (definition.bodyEncoding === 'binary') return { ok: true, body: new Uint8Array(await request.arrayBuffer()) };
  const text = await request.text();
  if (definition.bodyEncoding === 'form') return { ok: true, body: Object.fromEntries(new URLSearchParams(text)) };
  let json: unknown;
  try {
    json = text === '' ? undefined : JSON.parse(text);
  } catch {
    return { ok: false, errorCode: 'request_param_err' };
  }
  if (definition.bodyEncoding !== 'encrypted') return { ok: true, body: json };
  const headers = Object.fromEntries(request.headers);
  // Loaded with the first encrypted body, as the client loads crypto-js (libs/api/src/client/lazy-crypto.spec.ts).
  const { decryptRequestBody } = await import('@playdeck/api/crypto');
  const decrypted = decryptRequestBody(headers, json, FAKE_PLATFORM_KEY);
  return decrypted.ok ? { ok: true, body: decrypted.payload } : decrypted;
}
