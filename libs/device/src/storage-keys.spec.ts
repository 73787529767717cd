import { describe, expect, it } from 'vitest';
import { HIDE_DOWNLOAD_BAR_KEY } from './download-bar';
import { WEBCLIP_STORAGE_KEY } from './launch-mode';
import { SPEC_STORAGE_KEYS } from './storage-keys';

describe('the spec local storage keys', () => {
  it('names every key of spec section 3, and marks sass as unused', () => {
    expect(Object.keys(SPEC_STORAGE_KEYS)).toEqual([
      'MC_SESSION_INFO',
      'SHELL_PU_A',
      'SHELL_PU_B',
      'language',
      'WEBCLIP',
      'sass',
      'remPass',
      'hideDownloadBar',
      'autoLogin',
    ]);
    expect(SPEC_STORAGE_KEYS.sass).toBeNull();
    expect(SPEC_STORAGE_KEYS).toHaveProperty(HIDE_DOWNLOAD_BAR_KEY);
    expect(SPEC_STORAGE_KEYS).toHaveProperty(WEBCLIP_STORAGE_KEY);
  });
});
