import type { IncomingMessage } from 'node:http';
import { PlatformError } from '../../http/platform-error';

/**
 * The request's bytes, refused as `upload.too.large` as soon as they pass `limit`: by the Content-Length
 * header before reading anything, or while reading when the sender gave none or lied.
 */
export function readLimited(payload: IncomingMessage, limit: number): Promise<Buffer> {
  const tooLarge = () => new PlatformError('upload.too.large', { status: 413 });
  const declared = Number(payload.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) return Promise.reject(tooLarge());
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let received = 0;
    const onData = (chunk: Buffer) => {
      received += chunk.length;
      if (received > limit) {
        payload.removeListener('data', onData);
        payload.removeListener('end', onEnd);
        reject(tooLarge());
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => resolve(Buffer.concat(chunks, received));
    payload.on('data', onData);
    payload.once('end', onEnd);
    payload.once('error', reject);
  });
}
