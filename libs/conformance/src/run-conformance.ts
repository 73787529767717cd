import { contract, type CallDefinition } from '@playdeck/api';
import type { RsaPublicKey } from '@playdeck/api/crypto';
import { checkAnswer, type Verdict } from './check-answer';
import { contractCalls, planOf, type CallPlan, type CallRequest, type PlanContext, type Prepared } from './plan';
import { NoAnswerError, sendCall, type Session, type Target } from './send-call';

export interface MemberCredentials {
  username: string;
  password: string;
  /** The answer to the captcha shown for `deviceId` (a platform may ask for one before it signs in). */
  captcha?: string;
  deviceId?: string;
}

export interface ConformanceOptions {
  target: Target;
  member?: MemberCredentials;
  allowWrites: boolean;
  now?: () => number;
  /** Keeps the captcha image a login was refused for (base64 PNG) and says where, for the operator to read. */
  saveCaptcha?: (base64Png: string) => string | undefined;
  /** Told of each result as it is known, so a long run prints as it goes. */
  onResult?: (result: CallResult) => void;
}

export type Outcome = 'pass' | 'fail' | 'skip';

export interface CallResult {
  call: string;
  /** Who made the call: undefined for a visitor, the member's user name, or `trial`. */
  as?: string;
  outcome: Outcome;
  detail?: string;
  requestId?: string;
}

export interface ConformanceReport {
  results: CallResult[];
  passed: number;
  failed: number;
  skipped: number;
}

/** The platform gave no answer to the first call: nothing else is worth trying. */
export class PlatformUnreachableError extends Error {
  constructor(
    readonly baseUrl: string,
    readonly reason: string,
  ) {
    super(`cannot reach the platform at ${baseUrl}: ${reason}`);
  }
}

const VISITOR_AUTH = new Set(['none', 'optional']);
/** Member types that are not agents (spec section 6). */
const NON_AGENT_TYPES = new Set([0, 4, 40]);
const CAPTCHA_REFUSALS = new Set(['captcha.required', 'captcha.error']);
/** What an operator can do about a refused login (codes of the contract's login, session.ts). */
const LOGIN_HINTS: Readonly<Record<string, string>> = {
  'login.password.error': 'wrong user name or password for this merchant',
  USER_NOT_EXIST: 'the account is disabled',
  login_verify_required: 'this member must verify a phone number at login (LOGINPHONEVERIF3): use a test member without it',
  us_forbidden_login_error: 'the platform refuses logins from this address',
};
const MEMBER_ONLY = 'members only: give --username and --password';

interface Phase {
  session?: Session;
  as?: string;
  answers: Map<string, unknown>;
}

export async function runConformance(options: ConformanceOptions): Promise<ConformanceReport> {
  const { target } = options;
  const now = options.now ?? Date.now;
  const results: CallResult[] = [];
  const visitor: Phase = { answers: new Map() };
  let publicKey: RsaPublicKey | undefined;
  let trial: Session | undefined;
  let anyAnswer = false;

  const record = (result: CallResult) => {
    results.push(result);
    options.onResult?.(result);
  };

  const contextOf = (phase: Phase, deviceId: string = crypto.randomUUID()): PlanContext => ({
    answer: (id) => (phase.answers.has(id) ? phase.answers.get(id) : visitor.answers.get(id)),
    deviceId,
    now: now(),
    language: target.language,
  });

  /** Sends and judges one call; the first call that gets no answer at all ends the run. */
  async function exchange(call: CallDefinition, request: CallRequest, session: Session | undefined) {
    if (call.bodyEncoding === 'encrypted' && !publicKey) publicKey = await fetchPublicKey();
    try {
      const raw = await sendCall(target, call, request, session, publicKey);
      anyAnswer = true;
      return { verdict: checkAnswer(call, raw.status, raw.contentType, raw.text), status: raw.status, requestId: raw.requestId };
    } catch (error) {
      if (error instanceof NoAnswerError && !anyAnswer) throw new PlatformUnreachableError(target.baseUrl, error.reason);
      throw error;
    }
  }

  async function fetchPublicKey(): Promise<RsaPublicKey | undefined> {
    const { verdict } = await exchange(contract.session.publicKey, {}, undefined);
    return verdict.kind === 'value' ? (verdict.value as RsaPublicKey) : undefined;
  }

  /** Makes the call and records the line; the value when the answer was in the contract and not a refusal. */
  async function make(
    call: CallDefinition,
    plan: CallPlan,
    prepared: Prepared,
    phase: Phase,
    /** What to add to a refusal's line: what the operator can do about it. */
    explain?: (errorCode: string) => Promise<string | undefined>,
  ): Promise<Verdict | undefined> {
    const base = { call: call.id, as: phase.as };
    if ('skip' in prepared) {
      record({ ...base, outcome: 'skip', detail: prepared.skip });
      return undefined;
    }
    let answer: Awaited<ReturnType<typeof exchange>>;
    try {
      answer = await exchange(call, prepared, phase.session);
    } catch (error) {
      if (!(error instanceof NoAnswerError)) throw error;
      record({ ...base, outcome: 'fail', detail: `no answer (${error.reason})` });
      return undefined;
    }
    const { verdict, status, requestId } = answer;
    if (verdict.kind === 'value') {
      phase.answers.set(call.id, verdict.value);
      record({ ...base, outcome: 'pass' });
    } else if (verdict.kind === 'refused' && plan.accepts?.includes(verdict.errorCode)) {
      record({ ...base, outcome: 'pass', detail: `refused ${verdict.errorCode}, an answer the contract gives here` });
    } else {
      const hint = verdict.kind === 'refused' ? await explain?.(verdict.errorCode) : undefined;
      const detail = describeFailure(verdict, status);
      record({ ...base, outcome: 'fail', detail: hint ? `${detail}; ${hint}` : detail, requestId });
    }
    return verdict;
  }

  /** A read, or a write the run may make; otherwise the line that says why not. */
  function prepare(call: CallDefinition, plan: CallPlan, ctx: PlanContext): Prepared {
    if (plan.access === 'read') return plan.request?.(ctx) ?? {};
    if (plan.access === 'session') return { skip: 'signs the check in or out: made with --username and --password' };
    if (!plan.writeRun) return { skip: `write: ${plan.changes}; never made by the check` };
    if (!options.allowWrites) return { skip: `write: ${plan.changes}; made with --allow-writes` };
    return plan.writeRun.request(ctx);
  }

  for (const call of contractCalls()) {
    if (!VISITOR_AUTH.has(call.auth)) continue;
    const plan = planOf(call);
    if (plan.access === 'session') continue;
    const verdict = await make(call, plan, prepare(call, plan, contextOf(visitor)), visitor);
    if (call.id === contract.session.publicKey.id && verdict?.kind === 'value') publicKey = verdict.value as RsaPublicKey;
    if (call.id === contract.session.trialUser.id && verdict?.kind === 'value') trial = sessionOf(verdict.value);
  }

  if (trial) {
    const phase: Phase = { session: trial, as: 'trial', answers: new Map() };
    for (const call of contractCalls()) {
      const plan = planOf(call);
      if (plan.trialOnly) await make(call, plan, prepare(call, plan, contextOf(phase)), phase);
    }
  }

  if (options.member) {
    await memberPhase(options.member);
    if (!trial) record({ call: contract.session.trialAccount.id, outcome: 'skip', detail: trialOnlyReason() });
  } else {
    for (const call of contractCalls()) {
      const plan = planOf(call);
      if (VISITOR_AUTH.has(call.auth) && plan.access !== 'session') continue;
      if (plan.trialOnly && trial) continue;
      record({ call: call.id, outcome: 'skip', detail: plan.trialOnly ? trialOnlyReason() : MEMBER_ONLY });
    }
  }

  function trialOnlyReason(): string {
    return 'trial sessions only: made by a run with --allow-writes, with the trial account it opens';
  }

  async function memberPhase(member: MemberCredentials): Promise<void> {
    const deviceId = member.deviceId ?? crypto.randomUUID();
    const phase: Phase = { as: member.username, answers: new Map() };
    const login = contract.session.login;
    const explain = async (errorCode: string) =>
      CAPTCHA_REFUSALS.has(errorCode) ? captchaAdvice(deviceId, Boolean(member.captcha)) : LOGIN_HINTS[errorCode];
    const body = {
      type: 'username',
      username: member.username,
      password: member.password,
      loginDeviceId: deviceId,
      captcha: member.captcha,
    };
    const verdict = await make(login, planOf(login), { body }, phase, explain);
    if (verdict?.kind !== 'value') {
      for (const call of contractCalls()) {
        const plan = planOf(call);
        if (call.id !== login.id && !plan.trialOnly && (!VISITOR_AUTH.has(call.auth) || plan.access === 'session'))
          record({ call: call.id, as: member.username, outcome: 'skip', detail: 'not signed in' });
      }
      return;
    }
    phase.session = sessionOf(verdict.value);
    for (const call of contractCalls()) {
      const plan = planOf(call);
      if (call.id === login.id || plan.access === 'session' || plan.trialOnly) continue;
      if (call.auth === 'none') continue;
      if (plan.agentOnly && !isAgent(phase.answers.get(contract.session.memberInfo.id))) {
        record({ call: call.id, as: member.username, outcome: 'skip', detail: `agents only: ${member.username} is not an agent` });
        continue;
      }
      await make(call, plan, prepare(call, plan, contextOf(phase, deviceId)), phase);
    }
    // Last: ends the check's own session (and proves the token was the one the platform handed out).
    await make(contract.session.logout, planOf(contract.session.logout), {}, phase);
  }

  async function captchaAdvice(deviceId: string, answered: boolean): Promise<string> {
    const image = await exchange(contract.session.captcha, { query: { loginDeviceId: deviceId } }, undefined).catch(() => undefined);
    const where = image?.verdict.kind === 'value' ? options.saveCaptcha?.(image.verdict.value as string) : undefined;
    const retry = `run again with --device-id ${deviceId} --captcha <the text in the image>`;
    const shown = where ? `the image is ${where}` : 'no captcha image could be kept';
    return `${answered ? 'the captcha answer was wrong' : 'the platform asks for a captcha'}: ${shown}; ${retry}`;
  }

  const count = (outcome: Outcome) => results.filter((result) => result.outcome === outcome).length;
  return { results, passed: count('pass'), failed: count('fail'), skipped: count('skip') };
}

function sessionOf(value: unknown): Session {
  const info = value as { token: string; merchantCode: string };
  return { token: info.token, merchant: info.merchantCode };
}

function isAgent(memberInfo: unknown): boolean {
  const type = (memberInfo as { type?: number } | undefined)?.type;
  return type !== undefined && !NON_AGENT_TYPES.has(type);
}

function describeFailure(verdict: Verdict, status: number): string {
  switch (verdict.kind) {
    case 'mismatch':
      return `${verdict.path}: found ${verdict.found} (${verdict.problem})`;
    case 'refused':
      return `refused ${verdict.errorCode} (HTTP ${status})${verdict.message && verdict.message !== verdict.errorCode ? `: ${verdict.message}` : ''}`;
    case 'not-json':
      return `the answer is not JSON (HTTP ${verdict.status}${verdict.contentType ? `, ${verdict.contentType}` : ''})`;
    default:
      return 'no value';
  }
}
