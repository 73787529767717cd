import { describe, expect, it } from 'vitest';
import { contract, siteStatusCode } from '@playdeck/api';
import { NORMAL_STATUS } from '@playdeck/testing';
import { asSiteStatus, statusCode } from './site-status';

const schema = contract.system.status.value;
const base = NORMAL_STATUS as unknown as Record<string, unknown>;
const info = NORMAL_STATUS.info as unknown as Record<string, unknown>;

// The hand check stands in for the schema at start: it accepts what the contract accepts, and refuses
// anything whose fields the shell uses are wrong.
const SAMPLES: [string, unknown][] = [
  ['a normal status', NORMAL_STATUS],
  ['maintenance and restriction', { ...base, maintenance: true, regionRestriction: true }],
  ['resources with URLs', { ...base, info: { ...info, resources: { appIcon: '/icon.png' } } }],
  ['no location', { ...base, location: undefined }],
  ['a number as ip', { ...base, location: { ip: 7, country: 'VN' } }],
  ['maintenance as text', { ...base, maintenance: 'true' }],
  ['regionRestriction missing', { ...base, regionRestriction: undefined }],
  ['template flag 2', { ...base, info: { ...info, mobileTemplate: { mem_cen: 2, dep_func: 0 } } }],
  ['template flag as text', { ...base, info: { ...info, mobileTemplate: { mem_cen: '1', dep_func: 0 } } }],
  ['no customer service', { ...base, info: { ...info, customerService: undefined } }],
  ['no mobile template', { ...base, info: { ...info, mobileTemplate: undefined } }],
  ['no info', { ...base, info: null }],
  ['null', null],
  ['a list', []],
  ['text', 'maintenance'],
];

describe('asSiteStatus', () => {
  it.each(SAMPLES)('%s: agrees with the contract schema', (_, value) => {
    expect(asSiteStatus(value) !== null).toBe(schema.safeParse(value).success);
  });

  it('leaves the fields it does not use to the live call', () => {
    expect(asSiteStatus({ ...base, info: { ...info, imageCDNs: undefined, resources: undefined } })).not.toBeNull();
  });

  it('hands the value back as it is', () => {
    expect(asSiteStatus(NORMAL_STATUS)).toBe(NORMAL_STATUS);
  });
});

describe('statusCode', () => {
  it.each([
    [false, false, 0],
    [true, false, 1],
    [true, true, 1],
    [false, true, 2],
  ] as const)('maintenance %s, region restriction %s → %i, as the contract rules', (maintenance, regionRestriction, code) => {
    expect(statusCode({ maintenance, regionRestriction })).toBe(code);
    expect(siteStatusCode({ maintenance, regionRestriction })).toBe(code);
  });

  it('is normal without a status', () => {
    expect(statusCode(null)).toBe(0);
  });
});
