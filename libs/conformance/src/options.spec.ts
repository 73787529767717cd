import { describe, expect, it } from 'vitest';
import { parseOptions } from './options';

const base = ['--base-url', 'http://localhost:4000/', '--merchant', 'PLAYDECK'];

describe('parseOptions', () => {
  it('reads the interface CI calls, in either option form', () => {
    expect(parseOptions([...base, '--username', 'member01', '--password', 'Demo1234'])).toEqual({
      baseUrl: 'http://localhost:4000',
      merchant: 'PLAYDECK',
      language: 'EN',
      timeoutMs: 15_000,
      allowWrites: false,
      member: { username: 'member01', password: 'Demo1234', captcha: undefined, deviceId: undefined },
    });
    expect(parseOptions(['--base-url=https://api.example.com/platform', '--merchant=ACME', '--allow-writes', '--timeout=5'])).toMatchObject(
      {
        baseUrl: 'https://api.example.com/platform',
        allowWrites: true,
        timeoutMs: 5000,
        member: undefined,
      },
    );
    expect(parseOptions(['--help'])).toBe('help');
  });

  it('takes the password from CONFORMANCE_PASSWORD, so it need not be on the command line', () => {
    expect(parseOptions([...base, '--username', 'member01'], { CONFORMANCE_PASSWORD: 'secret' })).toMatchObject({
      member: { username: 'member01', password: 'secret' },
    });
  });

  it.each([
    [[], '--base-url is required'],
    [['--base-url', 'notaurl', '--merchant', 'X'], "--base-url: 'notaurl' is not a URL"],
    [['--base-url', 'ftp://host', '--merchant', 'X'], "--base-url: 'ftp://host' is not an http or https URL"],
    [['--base-url', 'localhost:4000', '--merchant', 'X'], "--base-url: 'localhost:4000' is not an http or https URL"],
    [['--base-url', 'http://host/?a=1', '--merchant', 'X'], "--base-url: 'http://host/?a=1' has a query or fragment"],
    [['--base-url', 'http://host'], '--merchant is required'],
    [['--base-url', 'http://host', '--merchant', 'a b'], "--merchant: 'a b' is not a merchant code"],
    [[...base, '--frobnicate'], 'unknown option --frobnicate'],
    [[...base, 'stray'], "unexpected argument 'stray'"],
    [[...base, '--username'], '--username needs a value'],
    [[...base, '--username', 'member01'], '--username needs --password'],
    [[...base, '--password', 'x'], '--password needs --username'],
    [[...base, '--merchant', 'Y'], '--merchant is given twice'],
    [[...base, '--timeout', 'soon'], "--timeout: 'soon' is not a number of seconds"],
    [[...base, '--allow-writes=yes'], '--allow-writes takes no value'],
    [[...base, '--username', 'm', '--password', 'p', '--captcha', 'abc'], '--captcha needs --device-id'],
    [[...base, '--username', 'm', '--password', 'p', '--device-id', '123'], "--device-id: '123' is not a UUID"],
    [[...base, '--device-id', '0b7c4f7e-3f1a-4c1e-9a53-0d3c2b1a0f9e'], '--device-id is for signing in'],
  ])('refuses %j naming the option', (argv, message) => {
    expect(() => parseOptions(argv)).toThrow(message);
  });
});
