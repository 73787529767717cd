import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient, type ApiClientOptions } from './api-client';
import { ApiContractError, ApiError, ApiNetworkError } from './api-errors';
import { startStubPlatform, type StubPlatform, type StubReply } from './testing/stub-platform';
import { testBrand, testCalls } from './testing/test-calls';

let platform: StubPlatform;
let reply: StubReply;

beforeEach(async () => {
  platform = await startStubPlatform(() => reply);
});
afterEach(() => platform.close());

const clientFor = (options: Partial<ApiClientOptions> = {}) =>
  createApiClient({ brand: testBrand, baseURL: platform.origin, retryDelaysMs: [], ...options });
const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.unreachable('the call succeeded'),
    (error: unknown) => error,
  );

describe('refusals', () => {
  it('become ApiError with code, i18n key, status, call id and the captcha flag', async () => {
    reply = { status: 400, json: { success: false, errorCode: 'login.password.error', message: 'wrong', value: { captcha: true } } };
    const error = await failureOf(clientFor().call(testCalls.json, { body: { nodeId: '1' } }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      callId: 'test.json',
      errorCode: 'login.password.error',
      messageKey: 'error_wrong_credentials',
      status: 400,
      value: { captcha: true },
    });
  });

  it('take when to come back from Retry-After when a 429 body does not say it, and the body over the header', async () => {
    reply = { status: 429, headers: { 'Retry-After': '300' }, json: { success: false, errorCode: 'TOO_MANY_REQUEST' } };
    expect(await failureOf(clientFor().call(testCalls.list))).toMatchObject({ status: 429, value: { retryAfterSeconds: 300 } });
    reply = {
      status: 429,
      headers: { 'Retry-After': '300' },
      json: { success: false, errorCode: 'TOO_MANY_REQUEST', value: { retryAfterSeconds: 60 } },
    };
    expect(await failureOf(clientFor().call(testCalls.list))).toMatchObject({ value: { retryAfterSeconds: 60 } });
  });

  it('reach the caller only after beforeRefusal has finished, and still when it fails', async () => {
    reply = { status: 400, json: { success: false, errorCode: 'bankcard.duplicate' } };
    const seen: string[] = [];
    const beforeRefusal = vi.fn(async (error: ApiError) => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      seen.push(`ready ${error.errorCode}`);
    });
    const refused = failureOf(clientFor({ beforeRefusal }).call(testCalls.list)).then((error) =>
      seen.push(`caller ${(error as ApiError).errorCode}`),
    );
    await refused;
    expect(seen).toEqual(['ready bankcard.duplicate', 'caller bankcard.duplicate']);

    const failing = clientFor({ beforeRefusal: () => Promise.reject(new Error('texts offline')) });
    expect(await failureOf(failing.call(testCalls.list))).toMatchObject({ errorCode: 'bankcard.duplicate' });
  });

  it('skip beforeRefusal for failures that are not refusals', async () => {
    const beforeRefusal = vi.fn(() => Promise.resolve());
    reply = { status: 200, text: 'not json' };
    expect(await failureOf(clientFor({ beforeRefusal }).call(testCalls.list))).toBeInstanceOf(ApiContractError);
    expect(beforeRefusal).not.toHaveBeenCalled();
  });

  it('map an unknown code to error_unknown and keep the code', async () => {
    reply = { status: 200, json: { success: false, errorCode: 'SOMETHING_NEW' } };
    expect(await failureOf(clientFor().call(testCalls.list))).toMatchObject({ errorCode: 'SOMETHING_NEW', messageKey: 'error_unknown' });
  });
});

describe('answers outside the contract', () => {
  it('become ApiContractError naming the call and the failing field', async () => {
    reply = {
      json: {
        success: true,
        value: {
          list: [
            { id: 1, name: 'A' },
            { id: '2', name: 'B' },
          ],
          totalPages: 1,
        },
      },
    };
    const error = await failureOf(clientFor().call(testCalls.list));
    expect(error).toBeInstanceOf(ApiContractError);
    expect(error).toMatchObject({ callId: 'test.list', status: 200, messageKey: 'error_bad_response' });
    expect((error as ApiContractError).issues[0]).toMatch(/^value\.list\.1\.id: /);
    expect((error as Error).message).toContain('test.list');
  });

  it('name a missing value and a refusal without a code', async () => {
    reply = { json: { success: true } };
    expect(((await failureOf(clientFor().call(testCalls.list))) as ApiContractError).issues[0]).toMatch(/^value: /);
    reply = { status: 400, json: { success: false } };
    expect(((await failureOf(clientFor().call(testCalls.list))) as ApiContractError).issues[0]).toMatch(/^errorCode: /);
  });

  it.each([
    ['an HTML error page', { status: 502, text: '<html>Bad gateway</html>' }],
    ['an empty body', { status: 200, text: '' }],
    ['JSON without an envelope', { json: [1, 2, 3] }],
    ['null', { json: null }],
  ])('include %s', async (_name, answer: StubReply) => {
    reply = answer;
    const error = await failureOf(clientFor().call(testCalls.list));
    expect(error).toBeInstanceOf(ApiContractError);
    expect((error as ApiContractError).issues.length).toBeGreaterThan(0);
  });
});

describe('no answer', () => {
  it('a dropped connection is ApiNetworkError error_network', async () => {
    reply = { hangUp: true };
    const error = await failureOf(clientFor().call(testCalls.list));
    expect(error).toBeInstanceOf(ApiNetworkError);
    expect(error).toMatchObject({ callId: 'test.list', messageKey: 'error_network' });
  });

  it('an unreachable server is ApiNetworkError error_network', async () => {
    const origin = platform.origin;
    await platform.close();
    platform = await startStubPlatform(() => reply);
    const error = await failureOf(createApiClient({ brand: testBrand, baseURL: origin, retryDelaysMs: [] }).call(testCalls.list));
    expect(error).toMatchObject({ messageKey: 'error_network' });
  });

  it('a slow answer times out as error_slow_connection', async () => {
    reply = { delayMs: 400, json: { success: true, value: { list: [], totalPages: 0 } } };
    const error = await failureOf(clientFor({ timeoutMs: 50 }).call(testCalls.list));
    expect(error).toBeInstanceOf(ApiNetworkError);
    expect(error).toMatchObject({ messageKey: 'error_slow_connection', timedOut: true });
  });

  it("the caller's own abort is passed through, not reported as a failure", async () => {
    reply = { delayMs: 400, json: { success: true, value: { list: [], totalPages: 0 } } };
    const controller = new AbortController();
    const pending = failureOf(clientFor().call(testCalls.list, { signal: controller.signal }));
    setTimeout(() => controller.abort(), 20);
    const error = await pending;
    expect(error).not.toBeInstanceOf(ApiNetworkError);
    expect((error as Error).name).toBe('AbortError');
  });
});

describe('ended sessions', () => {
  it('401 login.not.session tells the session layer, and the call still fails', async () => {
    reply = { status: 401, json: { success: false, errorCode: 'login.not.session', value: null } };
    const onSessionEnded = vi.fn();
    const error = await failureOf(clientFor({ token: () => 'tok_1234567890abcdef', onSessionEnded }).call(testCalls.list));
    expect(onSessionEnded).toHaveBeenCalledExactlyOnceWith('login.not.session');
    expect(error).toMatchObject({ errorCode: 'login.not.session', messageKey: 'error_logged_out_elsewhere', status: 401 });
  });

  it.each(['user.or.token.invalid', 'CUSTOMER_NOT_LOGIN', 'nologin', 'token_ip_different', 'duplicateLogin'])(
    '%s on 401 ends the session',
    async (code) => {
      reply = { status: 401, json: { success: false, errorCode: code } };
      const onSessionEnded = vi.fn();
      await failureOf(clientFor({ onSessionEnded }).call(testCalls.list));
      expect(onSessionEnded).toHaveBeenCalledWith(code);
    },
  );

  it('other refusals, and session codes on other statuses without a token, do not', async () => {
    const onSessionEnded = vi.fn();
    reply = { status: 401, json: { success: false, errorCode: 'login.password.error' } };
    await failureOf(clientFor({ onSessionEnded }).call(testCalls.list));
    reply = { status: 200, json: { success: false, errorCode: 'nologin' } };
    await failureOf(clientFor({ onSessionEnded }).call(testCalls.list));
    expect(onSessionEnded).not.toHaveBeenCalled();
  });

  it('a session code on another status ends the session when a token was sent', async () => {
    reply = { status: 200, json: { success: false, errorCode: 'token_ip_different' } };
    const onSessionEnded = vi.fn();
    await failureOf(clientFor({ token: () => 'tok_1234567890abcdef', onSessionEnded }).call(testCalls.list));
    expect(onSessionEnded).toHaveBeenCalledExactlyOnceWith('token_ip_different');
  });

  it('a hook that throws does not hide the refusal', async () => {
    reply = { status: 401, json: { success: false, errorCode: 'nologin' } };
    const error = await failureOf(
      clientFor({
        onSessionEnded: () => {
          throw new Error('boom');
        },
      }).call(testCalls.list),
    );
    expect(error).toBeInstanceOf(ApiError);
  });
});
