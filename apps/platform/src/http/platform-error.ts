import type { KnownErrorCode } from '@playdeck/api';

/** A refusal the platform answers as `{ success: false, errorCode, message, value }` with an HTTP status. */
export class PlatformError extends Error {
  readonly status: number;
  readonly value?: { captcha?: boolean; retryAfterSeconds?: number };

  constructor(
    readonly errorCode: KnownErrorCode,
    options: { status?: number; message?: string; value?: { captcha?: boolean; retryAfterSeconds?: number } } = {},
  ) {
    super(options.message ?? errorCode);
    this.name = 'PlatformError';
    this.status = options.status ?? 400;
    this.value = options.value;
  }
}
