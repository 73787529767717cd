import { RECORD_TYPES, type RecordType } from '@playdeck/api';
import { localDaysToEpoch, presetToEpoch, rangeProblem, type DateRange, type EpochRange, type PresetName } from '@playdeck/ui/patterns';

/** The longest custom range, in local days (both ends included); the call itself takes up to 366 days. */
export const MAX_CUSTOM_DAYS = 90;

export type RangeChoice = { preset: PresetName } | ({ preset: 'custom' } & DateRange);

/** What the records screen shows: one type or all (null), over one range of the member's local days. */
export interface RecordFilters {
  type: RecordType | null;
  range: RangeChoice;
}

export const DEFAULT_FILTERS: RecordFilters = { type: null, range: { preset: 'today' } };

/** The URL names of the presets: short, and stable if the kit renames its own. */
const PRESET_PARAM: Record<PresetName | 'custom', string> = { today: 'today', last7Days: '7d', last30Days: '30d', custom: 'custom' };
const PRESET_OF_PARAM = new Map(Object.entries(PRESET_PARAM).map(([preset, param]) => [param, preset as PresetName | 'custom']));

/** The query parameters the filters own; every other one (the agent form's `types=A`) is left as it is. */
const FILTER_PARAMS = ['type', 'range', 'from', 'to'] as const;

/** The agent form's team parameters: `scope=team` shows the downline's records, `member` one member's. */
const TEAM_PARAMS = ['scope', 'member'] as const;

function readType(value: string | null): RecordType | null {
  return (RECORD_TYPES as readonly string[]).includes(value ?? '') ? (value as RecordType) : null;
}

function readRange(params: URLSearchParams, now: Date): RangeChoice {
  const preset = PRESET_OF_PARAM.get(params.get('range') ?? '');
  if (preset === undefined) return DEFAULT_FILTERS.range;
  if (preset !== 'custom') return { preset };
  const custom = { start: params.get('from') ?? '', end: params.get('to') ?? '' };
  // A hand-edited or stale link (unreal dates, reversed, too long, in the future) shows today instead.
  return rangeProblem(custom, { maxSpanDays: MAX_CUSTOM_DAYS, now }) === null ? { preset, ...custom } : DEFAULT_FILTERS.range;
}

/** The filters a URL's query holds; anything unknown or unusable falls back to its default. */
export function readFilters(params: URLSearchParams, now: Date): RecordFilters {
  return { type: readType(params.get('type')), range: readRange(params, now) };
}

/** `params` with the filters written in (defaults left out) and every other parameter kept. */
export function writeFilters(params: URLSearchParams, filters: RecordFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of FILTER_PARAMS) next.delete(name);
  if (filters.type) next.set('type', filters.type);
  if (filters.range.preset !== 'today') next.set('range', PRESET_PARAM[filters.range.preset]);
  if (filters.range.preset === 'custom') {
    next.set('from', filters.range.start);
    next.set('to', filters.range.end);
  }
  return next;
}

/** The range as the records call takes it: [from, to) epoch ms of the member's local days. */
export function rangeToEpoch(range: RangeChoice, now: Date): EpochRange {
  return range.preset === 'custom' ? localDaysToEpoch(range) : presetToEpoch(range.preset, now);
}

/** A stable text of a range choice, to tell two choices apart. */
export function rangeText(range: RangeChoice): string {
  return range.preset === 'custom' ? `custom:${range.start}:${range.end}` : range.preset;
}

/** The agent form of the route (`?types=A`): the agent's own records. */
export function isAgentForm(params: URLSearchParams): boolean {
  return params.get('types') === 'A';
}

/** Whose records the agent form shows: its own, or its downline's (all of it, or one member by username). */
export interface TeamFilter {
  team: boolean;
  member: string;
}

const MAX_MEMBER_LENGTH = 32;

/**
 * The team filter a URL holds (the member form never has one). A brand that turns team records off (TRANSREC3)
 * has no team scope: a typed `scope=team` shows the agent's own records, which the platform still answers.
 */
export function readTeamFilter(params: URLSearchParams, teamRecords = true): TeamFilter {
  const team = teamRecords && isAgentForm(params) && params.get('scope') === 'team';
  const member = team ? (params.get('member') ?? '').trim().slice(0, MAX_MEMBER_LENGTH) : '';
  return { team, member };
}

/** `params` with the team filter written in and every other parameter kept. */
export function writeTeamFilter(params: URLSearchParams, filter: TeamFilter): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of TEAM_PARAMS) next.delete(name);
  if (filter.team) next.set('scope', 'team');
  const member = filter.member.trim();
  if (filter.team && member) next.set('member', member);
  return next;
}
