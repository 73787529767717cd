import { describe, expect, it } from 'vitest';
import { DEFAULT_RETRY_DELAYS_MS } from '@playdeck/api/client';
import { apiRetryPauses, retryWithoutPauses } from './retry-pauses';

describe("the app client's retry pauses", () => {
  it("are the client's own until the story kit asks for none; then as many retries, without a pause", () => {
    expect(apiRetryPauses()).toEqual(DEFAULT_RETRY_DELAYS_MS);
    retryWithoutPauses();
    expect(apiRetryPauses()).toEqual(DEFAULT_RETRY_DELAYS_MS.map(() => 0));
  });
});
