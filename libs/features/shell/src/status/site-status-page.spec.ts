import { describe, expect, it } from 'vitest';
import { countryLabel, displayIp } from './site-status-page';

describe('displayIp', () => {
  it('shows an IPv4-mapped IPv6 address as IPv4', () => {
    expect(displayIp('::ffff:127.0.0.1')).toBe('127.0.0.1');
    expect(displayIp('::FFFF:203.0.113.7')).toBe('203.0.113.7');
  });

  it('leaves plain IPv4 and real IPv6 addresses as they are', () => {
    expect(displayIp('198.51.100.23')).toBe('198.51.100.23');
    expect(displayIp('2001:db8::1')).toBe('2001:db8::1');
    expect(displayIp('::1')).toBe('::1');
  });
});

describe('countryLabel', () => {
  it('names the country in the page language, with its code', () => {
    expect(countryLabel('SG', 'en')).toBe('Singapore (SG)');
  });
});
