import { beforeEach, describe, expect, it } from 'vitest';
import { contract } from '@playdeck/api';
import { callPlatform, valueOf } from '../testing/call-platform';
import { resetTestPlatform, type TestPlatform } from '../testing/test-platform';
import { listMerchants, setMaintenance, setModule, setRegionRestriction } from './admin-actions';
import { parseCommand } from './cli';
import { changePopup, listPopups } from './popup-actions';

describe('admin command line', () => {
  it('parses each command with an optional merchant', () => {
    expect(parseCommand(['maintenance', 'on'])).toEqual({ kind: 'maintenance', on: true, merchant: undefined });
    expect(parseCommand(['region', 'off', '--merchant', 'LUCKYSTAR'])).toEqual({ kind: 'region', on: false, merchant: 'LUCKYSTAR' });
    expect(parseCommand(['--merchant', 'PLAYDECK', 'flag', 'CBS3', 'off'])).toEqual({ kind: 'flag', module: 'CBS3', on: false, merchant: 'PLAYDECK' });
    expect(parseCommand(['reset'])).toEqual({ kind: 'reset' });
  });

  it('refuses bad input with a reason', () => {
    expect(() => parseCommand([])).toThrow('no command given');
    expect(() => parseCommand(['maintenance', 'maybe'])).toThrow('expected on or off, got maybe');
    expect(() => parseCommand(['flag'])).toThrow('flag needs a module id');
    expect(() => parseCommand(['status', '--merchant'])).toThrow('--merchant needs a merchant code');
    expect(() => parseCommand(['explode'])).toThrow('unknown command explode');
    expect(() => parseCommand(['status', '--force', 'yes'])).toThrow('unknown option --force');
    expect(() => parseCommand(['maintenance', 'on', '--id', '3'])).toThrow('maintenance takes no --id');
  });

  it('parses the popup commands', () => {
    expect(parseCommand(['popups', '--merchant', 'LUCKYSTAR'])).toEqual({ kind: 'popups', merchant: 'LUCKYSTAR' });
    expect(parseCommand(['popup', '--merchant', 'LUCKYSTAR', '--execution', 'B', '--language', 'EN', '--content', '<p>New</p>'])).toEqual({
      kind: 'popup',
      selector: { id: undefined, merchant: 'LUCKYSTAR', execution: 'B', language: 'EN' },
      change: { title: undefined, content: '<p>New</p>' },
    });
    expect(parseCommand(['popup', '--id', '12', '--title', 'Hello', '--content', '<p>x</p>'])).toEqual({
      kind: 'popup',
      selector: { id: 12, merchant: undefined, execution: undefined, language: undefined },
      change: { title: 'Hello', content: '<p>x</p>' },
    });
  });

  it('refuses a popup command that names no popup or changes nothing', () => {
    expect(() => parseCommand(['popup', '--content', '<p>x</p>'])).toThrow('popup needs --id N or --merchant CODE');
    expect(() => parseCommand(['popup', '--id', '3'])).toThrow('popup needs --title, --content or both');
    expect(() => parseCommand(['popup', '--id', 'first', '--title', 'x'])).toThrow('--id is a popup id, got first');
    expect(() => parseCommand(['popup', '--merchant', 'PLAYDECK', '--execution', 'Z', '--title', 'x'])).toThrow('--execution is A, B or F, got Z');
    expect(() => parseCommand(['popup', '--merchant', 'PLAYDECK', '--language', 'FR', '--title', 'x'])).toThrow('--language is EN or TY, got FR');
    expect(() => parseCommand(['popup', '--id', '3', '--content'])).toThrow('--content needs an HTML content');
    expect(() => parseCommand(['popups', '--id', '3'])).toThrow('popups takes no --id');
  });
});

describe('admin popup actions', () => {
  let platform: TestPlatform;
  beforeEach(async () => {
    platform = await resetTestPlatform();
  });
  const visitorPopups = async (merchant: string, language: 'EN' | 'TY' = 'EN') =>
    valueOf(await callPlatform(platform, contract.content.popups, { query: { language }, merchant }));

  it('lists a merchant\'s popups in the order the app shows them', async () => {
    const listed = await listPopups(platform.services, { merchant: 'LUCKYSTAR', execution: 'B', language: 'EN' });
    expect(listed.map((popup) => popup.title)).toEqual((await visitorPopups('LUCKYSTAR')).map((popup) => popup.title));
    expect(listed.every((popup) => popup.merchant === 'LUCKYSTAR' && popup.language === 'EN' && popup.execution === 'B')).toBe(true);
    const every = await listPopups(platform.services);
    expect(new Set(every.map((popup) => popup.merchant))).toEqual(new Set((await listMerchants(platform.services)).filter((row) => !row.isTrial).map((row) => row.code)));
    // Five demo popups in each of two languages.
    expect(every.filter((popup) => popup.merchant === 'PLAYDECK')).toHaveLength(2 * 5);
  });

  it("changes the content of a merchant's first matching popup only, and answers it before and after", async () => {
    const before = await visitorPopups('LUCKYSTAR');
    const changed = await changePopup(platform.services, { merchant: 'LUCKYSTAR', execution: 'B', language: 'EN' }, { content: '<p>Changed</p>' });
    expect(changed.before).toMatchObject({ id: changed.after.id, title: before[0]!.title, content: before[0]!.content });
    expect(changed.after).toMatchObject({ title: before[0]!.title, content: '<p>Changed</p>' });

    const after = await visitorPopups('LUCKYSTAR');
    expect(after.map((popup) => popup.content)).toEqual(['<p>Changed</p>', before[1]!.content]);
    expect((await visitorPopups('LUCKYSTAR', 'TY'))[0]!.content).not.toBe('<p>Changed</p>');
    expect((await visitorPopups('PLAYDECK')).some((popup) => popup.content === '<p>Changed</p>')).toBe(false);

    await changePopup(platform.services, { id: changed.before.id }, { content: changed.before.content });
    expect(await visitorPopups('LUCKYSTAR')).toEqual(before);
  });

  it('changes a title by id', async () => {
    const [first] = await listPopups(platform.services, { merchant: 'PLAYDECK', execution: 'A', language: 'EN' });
    const { after } = await changePopup(platform.services, { id: first!.id }, { title: 'Fresh title' });
    expect(after).toEqual({ ...first, title: 'Fresh title' });
  });

  it('refuses to guess: no popup named, nothing to change, a bad title, an unknown or trial merchant, no such popup', async () => {
    await expect(changePopup(platform.services, {}, { content: 'x' })).rejects.toThrow('name the popup');
    await expect(changePopup(platform.services, { merchant: 'PLAYDECK' }, {})).rejects.toThrow('give a new title, a new content, or both');
    await expect(changePopup(platform.services, { merchant: 'PLAYDECK' }, { title: '  ' })).rejects.toThrow('a title has 1 to 200 characters');
    await expect(changePopup(platform.services, { merchant: 'NOPE' }, { content: 'x' })).rejects.toThrow('unknown merchant NOPE (popups belong to: PLAYDECK, LUCKYSTAR)');
    await expect(changePopup(platform.services, { merchant: 'PLAYDECKtrial' }, { content: 'x' })).rejects.toThrow('unknown merchant PLAYDECKtrial');
    await expect(changePopup(platform.services, { id: 999_999 }, { content: 'x' })).rejects.toMatchObject({ errorCode: 'not.found' });
  });

  it('is reachable over HTTP from this machine only', async () => {
    const listed = await platform.app.inject({ method: 'GET', url: '/__admin/popups?merchant=LUCKYSTAR&execution=B&language=EN' });
    const [first] = listed.json().value;
    const local = await platform.app.inject({ method: 'POST', url: '/__admin/popup', payload: { id: first.id, content: '<p>Over HTTP</p>' } });
    expect(local.json()).toMatchObject({ success: true, value: { before: { content: first.content }, after: { id: first.id, content: '<p>Over HTTP</p>' } } });
    expect((await visitorPopups('LUCKYSTAR'))[0]!.content).toBe('<p>Over HTTP</p>');

    const remote = await platform.app.inject({ method: 'POST', url: '/__admin/popup', remoteAddress: '203.0.113.9', payload: { id: first.id, content: 'x' } });
    expect(remote.statusCode).toBe(404);
    const bad = await platform.app.inject({ method: 'POST', url: '/__admin/popup', payload: { id: first.id, content: 42 } });
    expect(bad.json()).toMatchObject({ success: false, errorCode: 'request_param_err' });
    const unnamed = await platform.app.inject({ method: 'POST', url: '/__admin/popup', payload: { content: 'x' } });
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json()).toMatchObject({ success: false, errorCode: 'request_param_err', message: expect.stringContaining('name the popup') });
  });
});

describe('admin actions', () => {
  let platform: TestPlatform;
  beforeEach(async () => {
    platform = await resetTestPlatform();
  });
  const merchant = async (code: string) => (await listMerchants(platform.services)).find((row) => row.code === code)!;

  it('switches maintenance for one merchant and its trial merchant only', async () => {
    await setMaintenance(platform.services, true, 'LUCKYSTAR');
    expect((await merchant('LUCKYSTAR')).maintenance).toBe(true);
    expect((await merchant('LUCKYSTARtrial')).maintenance).toBe(true);
    expect((await merchant('PLAYDECK')).maintenance).toBe(false);
  });

  it('switches region restriction for every merchant when none is named', async () => {
    await setRegionRestriction(platform.services, true);
    expect((await listMerchants(platform.services)).every((row) => row.regionRestriction)).toBe(true);
  });

  it('switches one module and keeps the others', async () => {
    await setModule(platform.services, 'CBS3', false, 'PLAYDECK');
    const modules = (await merchant('PLAYDECK')).modules;
    expect(modules.CBS3).toBe(false);
    expect(modules.CHNGPASSVERIF3).toBe(true);
    await expect(setModule(platform.services, 'drop table', true)).rejects.toThrow('is not a module id');
    await expect(setMaintenance(platform.services, true, 'NOPE')).rejects.toThrow('unknown merchant NOPE');
  });

  it('is reachable over HTTP from this machine only', async () => {
    const local = await platform.app.inject({ method: 'POST', url: '/__admin/maintenance', payload: { on: true, merchant: 'PLAYDECK' } });
    expect(local.json()).toMatchObject({ success: true });
    expect((await merchant('PLAYDECK')).maintenance).toBe(true);
    const remote = await platform.app.inject({ method: 'GET', url: '/__admin/merchants', remoteAddress: '203.0.113.9' });
    expect(remote.statusCode).toBe(404);
    const bad = await platform.app.inject({ method: 'POST', url: '/__admin/region', payload: { on: 'yes' } });
    expect(bad.json()).toMatchObject({ success: false, errorCode: 'request_param_err' });
  });

  it('reset brings back the seeded world', async () => {
    await setMaintenance(platform.services, true);
    const reset = await platform.app.inject({ method: 'POST', url: '/__admin/reset' });
    expect(reset.json()).toMatchObject({ success: true });
    expect((await listMerchants(platform.services)).some((row) => row.maintenance)).toBe(false);
    expect(valueOf(await callPlatform(platform, contract.session.publicKey)).exponent).toBe('10001');
  });
});
