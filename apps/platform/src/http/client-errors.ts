import type { Socket } from 'node:net';

/**
 * The request header budget of a server in front of the platform (Node's default is 16 KiB). Upstream's
 * encrypted calls carry their ciphertext twice, in the body and in `X-Digest`, so the budget holds an
 * encrypted body up to ENCRYPTED_VALUE_LIMIT with the other headers; the platform refuses a larger one
 * itself with 413 `request.body.too.large`.
 */
export const PLATFORM_MAX_HEADER_BYTES = 64 * 1024;

const REASONS: Record<number, string> = { 400: 'Bad Request', 408: 'Request Timeout', 413: 'Payload Too Large' };

function envelopeResponse(status: number, errorCode: string, message: string): string {
  const body = JSON.stringify({ success: false, errorCode, message, value: null });
  return (
    `HTTP/1.1 ${status} ${REASONS[status]}\r\n` +
    'Content-Type: application/json; charset=utf-8\r\n' +
    `Content-Length: ${Buffer.byteLength(body)}\r\n` +
    'Connection: close\r\n\r\n' +
    body
  );
}

/**
 * A request Node refused before any route saw it (headers past the budget, a malformed request line),
 * answered in the platform's envelope rather than Node's bare status line. Headers past the budget are an
 * oversized encrypted body in practice, so they get the same 413 as a body past the limit.
 * For a server's `clientError` event, and Fastify's clientErrorHandler.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (!socket.writable || error.code === 'ECONNRESET') {
    socket.destroy();
    return;
  }
  const answer =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? envelopeResponse(413, 'request.body.too.large', `request headers over ${PLATFORM_MAX_HEADER_BYTES} bytes`)
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? envelopeResponse(408, 'request_param_err', 'the request took too long to arrive')
        : envelopeResponse(400, 'request_param_err', 'a malformed request');
  socket.end(answer);
}
