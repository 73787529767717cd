import { onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppQueryClient } from './query-clients';

afterEach(() => {
  onlineManager.setOnline(true);
  vi.restoreAllMocks();
});

describe("the app's query client", () => {
  it('asks even while the device is offline, and fails at once without a retry (the screen shows its offline state)', async () => {
    onlineManager.setOnline(false);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const client = createAppQueryClient();
    const read = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(client.fetchQuery({ queryKey: ['offline'], queryFn: read })).rejects.toThrow('Failed to fetch');
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('sends a write while offline too, so a form shows its error rather than a button busy for good', async () => {
    onlineManager.setOnline(false);
    const client = createAppQueryClient();
    const write = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(client.getMutationCache().build(client, { mutationFn: write }).execute(undefined)).rejects.toThrow('Failed to fetch');
    expect(write).toHaveBeenCalledTimes(1);
  });

  it('tries a failed read once more when online', async () => {
    const client = createAppQueryClient();
    const read = vi.fn(async () => {
      throw new Error('busy');
    });
    await expect(client.fetchQuery({ queryKey: ['online'], queryFn: read, retryDelay: 0 })).rejects.toThrow('busy');
    expect(read).toHaveBeenCalledTimes(2);
  });
});
