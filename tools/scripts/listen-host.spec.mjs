import { describe, expect, it } from 'vitest';
import { listenHosts } from './listen-host.mjs';

describe('listenHosts', () => {
  it('is loopback (IPv4 and IPv6) unless HOST says otherwise', () => {
    expect(listenHosts({})).toEqual(['127.0.0.1', '::1']);
    expect(listenHosts({ HOST: ' ' })).toEqual(['127.0.0.1', '::1']);
    expect(listenHosts({ HOST: '0.0.0.0' })).toEqual(['0.0.0.0']);
  });
});
