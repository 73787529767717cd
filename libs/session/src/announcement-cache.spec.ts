import { describe, expect, it } from 'vitest';
import { brand } from '@playdeck/brand';
import { renderHook } from '@testing-library/react';
import { announcementCacheScope, useAnnouncementCache } from './announcement-cache';

describe('announcementCacheScope', () => {
  it('keeps visitors, each member and trial players apart, the players under the member prefix logout clears', () => {
    expect(announcementCacheScope(null)).toBe('visitor');
    expect(announcementCacheScope({ token: 't', merchantCode: brand.merchantCode, userName: 'amy01' })).toBe('member:amy01');
    expect(announcementCacheScope({ token: 't', merchantCode: brand.merchantCode, userName: 'bob02' })).toBe('member:bob02');
    expect(announcementCacheScope({ token: 't', merchantCode: `${brand.merchantCode}trial` })).toBe('member:trial');
  });
});

describe('useAnnouncementCache', () => {
  it('refreshes the saved list on every start: a read mark since it was saved must not come back unread', () => {
    const { result } = renderHook(() => useAnnouncementCache());
    expect(result.current).toMatchObject({ scope: 'visitor', refreshOnStart: true });
  });
});
