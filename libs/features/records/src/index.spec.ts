import { describe, expect, it } from 'vitest';
import { i18n, initI18n } from '@playdeck/i18n';
import { loadRecordsScreen } from './index';

describe('loadRecordsScreen', () => {
  it('loads the screen with its texts and the kit’s', async () => {
    await initI18n('EN');
    expect(i18n.exists('records_load_more')).toBe(false);
    const module = await loadRecordsScreen();
    expect(typeof module.default).toBe('function');
    expect(i18n.t('records_load_more')).toBe('Load more');
    expect(i18n.t('kit_range_7_days')).toBe('7 days');
  });
});
