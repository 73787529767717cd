import { beforeEach, describe, expect, it, vi } from 'vitest';

beforeEach(() => {
  vi.resetModules();
});

// The 'content' texts are not in the first render's dictionary: each screen's loader brings them, so a
// screen never shows a raw key.
describe('content screen loaders', () => {
  it.each(['loadHelpScreen', 'loadActivityScreen', 'loadVipScreen'] as const)('%s resolves with the content texts loaded', async (name) => {
    const { i18n, initI18n } = await import('@playdeck/i18n');
    await initI18n();
    expect(i18n.exists('content_load_failed')).toBe(false);
    const loaders = await import('./index');
    await loaders[name]();
    expect(i18n.exists('content_load_failed')).toBe(true);
  });
});
