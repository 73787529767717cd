import { describe, expect, it } from 'vitest';
import { isAgentForm, readFilters, readTeamFilter, writeFilters, writeTeamFilter, type RecordFilters } from './record-filters';

const now = new Date(2026, 10, 23, 10);
const read = (query: string) => readFilters(new URLSearchParams(query), now);

describe('readFilters', () => {
  it('defaults to all types and today', () => {
    expect(read('')).toEqual({ type: null, range: { preset: 'today' } });
  });

  it('reads a type, a preset and a custom range', () => {
    expect(read('type=BET&range=7d')).toEqual({ type: 'BET', range: { preset: 'last7Days' } });
    expect(read('range=30d')).toEqual({ type: null, range: { preset: 'last30Days' } });
    expect(read('range=custom&from=2026-11-01&to=2026-11-05')).toEqual({
      type: null,
      range: { preset: 'custom', start: '2026-11-01', end: '2026-11-05' },
    });
  });

  it.each([
    ['an unknown type', 'type=LOTTERY', { type: null, range: { preset: 'today' } }],
    ['a lower-case type', 'type=bet', { type: null, range: { preset: 'today' } }],
    ['an unknown range', 'range=year', { type: null, range: { preset: 'today' } }],
    ['a custom range without dates', 'range=custom', { type: null, range: { preset: 'today' } }],
    ['an unreal date', 'range=custom&from=2026-02-30&to=2026-03-01', { type: null, range: { preset: 'today' } }],
    ['a reversed range', 'range=custom&from=2026-11-05&to=2026-11-01', { type: null, range: { preset: 'today' } }],
    ['a range ending tomorrow', 'range=custom&from=2026-11-20&to=2026-11-24', { type: null, range: { preset: 'today' } }],
    ['a range over 90 days', 'range=custom&from=2026-08-01&to=2026-11-23', { type: null, range: { preset: 'today' } }],
  ])('falls back to the default for %s', (_name, query, expected) => {
    expect(read(query)).toEqual(expected);
  });
});

describe('writeFilters', () => {
  const write = (query: string, filters: RecordFilters) => writeFilters(new URLSearchParams(query), filters).toString();

  it('leaves defaults out of the URL', () => {
    expect(write('type=BET&range=7d', { type: null, range: { preset: 'today' } })).toBe('');
  });

  it('writes the type, the preset and a custom range, and reads back what it wrote', () => {
    const filters: RecordFilters = { type: 'DEPOSIT', range: { preset: 'custom', start: '2026-11-01', end: '2026-11-05' } };
    const query = write('', filters);
    expect(query).toBe('type=DEPOSIT&range=custom&from=2026-11-01&to=2026-11-05');
    expect(read(query)).toEqual(filters);
  });

  it('drops the custom dates when a preset is chosen', () => {
    expect(write('range=custom&from=2026-11-01&to=2026-11-05', { type: null, range: { preset: 'last30Days' } })).toBe('range=30d');
  });

  it('keeps the agent form and any other parameter', () => {
    const query = write('types=A&range=7d', { type: 'WIN', range: { preset: 'today' } });
    expect(query).toBe('types=A&type=WIN');
    expect(isAgentForm(new URLSearchParams(query))).toBe(true);
    expect(isAgentForm(new URLSearchParams('type=WIN'))).toBe(false);
  });
});

describe('the agent form’s team filter', () => {
  const params = (query: string) => new URLSearchParams(query);

  it('is read only in the agent form, the member trimmed and bounded', () => {
    expect(readTeamFilter(params('types=A&scope=team&member=%20team05%20'))).toEqual({ team: true, member: 'team05' });
    expect(readTeamFilter(params('types=A&scope=team'))).toEqual({ team: true, member: '' });
    expect(readTeamFilter(params('types=A&member=team05'))).toEqual({ team: false, member: '' });
    expect(readTeamFilter(params('scope=team&member=team05'))).toEqual({ team: false, member: '' });
    expect(readTeamFilter(params(`types=A&scope=team&member=${'x'.repeat(40)}`)).member).toHaveLength(32);
  });

  it('has no team scope where the brand turns team records off (TRANSREC3): a typed scope=team shows the own records', () => {
    expect(readTeamFilter(params('types=A&scope=team&member=team05'), false)).toEqual({ team: false, member: '' });
    expect(readTeamFilter(params('types=A&scope=team'), true)).toEqual({ team: true, member: '' });
  });

  it('is written beside the other parameters; the agent’s own records drop the member', () => {
    expect(writeTeamFilter(params('types=A&range=7d'), { team: true, member: 'team05' }).toString()).toBe(
      'types=A&range=7d&scope=team&member=team05',
    );
    expect(writeTeamFilter(params('types=A&scope=team&member=team05'), { team: false, member: 'team05' }).toString()).toBe('types=A');
    expect(writeTeamFilter(params('types=A'), { team: true, member: '  ' }).toString()).toBe('types=A&scope=team');
  });
});
