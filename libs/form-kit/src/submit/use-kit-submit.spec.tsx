import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { contract } from '@playdeck/api';
import { apiQueryOptions } from '@playdeck/api/client';
import { apiClient } from '@playdeck/session/api';
import { calls, delayed, demoMemberSession, fakePlatform, networkFailure, refuse, refuseUnknown, renderWithApp } from '@playdeck/testing';
import { FormTextField } from '../fields/text/form-text-field';
import { KitForm } from '../form/kit-form';
import { useKitForm } from '../form/use-kit-form';
import { fieldsOfCodes } from '../server/server-error';
import { required, text } from '../schema/text-rules';
import { FormError, SubmitButton } from './submit-button';
import { requestIdField, useCallMutation } from './call-mutation';
import { useKitSubmit } from './use-kit-submit';

beforeAll(() => import('@playdeck/api/crypto'));

const schema = z.object({ code: text([required('promo_code_required')]) });
const FIELD_OF_CODE = fieldsOfCodes(contract.rewards.redeem, { 'promo.code.used': 'code' });
const redeemed = { code: 'SPRING', amount: 10, currencySymbol: '₫', redeemedAt: 0 };

let done: unknown[] = [];
function RedeemForm({ toast = false, busyWhenDone = false, keyed = false }: { toast?: boolean; busyWhenDone?: boolean; keyed?: boolean }) {
  const form = useKitForm({ schema, defaultValues: { code: '' } });
  const { submit } = useKitSubmit(form, contract.rewards.redeem, {
    body: ({ code }) => ({ code }),
    fieldOfCode: FIELD_OF_CODE,
    invalidates: [contract.wallet.balance],
    formRefusals: toast ? 'toast' : 'form',
    busyWhenDone,
    ...(keyed && { requestKey: (args) => args.body.code }),
    onDone: (value) => {
      done.push(value);
    },
  });
  return (
    <KitForm form={form} onValid={submit} data-testid="redeem-form">
      <FormTextField name="code" label="Code" />
      <FormError data-testid="redeem-error" />
      <SubmitButton data-testid="redeem-submit">Redeem</SubmitButton>
    </KitForm>
  );
}

/** Reads the balance, so its invalidation shows as a second request. */
function Balance() {
  useQuery(apiQueryOptions(apiClient, contract.wallet.balance));
  return null;
}

async function open(ui = <RedeemForm />) {
  done = [];
  await renderWithApp(
    <>
      <Balance />
      {ui}
    </>,
    { session: demoMemberSession },
  );
  await waitFor(() => expect(fakePlatform.requests(calls.wallet.balance)).toHaveLength(1));
}

const input = () => screen.getByLabelText('Code', { selector: 'input' }) as HTMLInputElement;
const button = () => screen.getByTestId('redeem-submit');
const sent = () => fakePlatform.requests(calls.rewards.redeem);
const fieldError = () => document.getElementById(input().getAttribute('aria-describedby')?.split(' ').pop() ?? '')?.textContent;
async function submitCode(code = 'SPRING') {
  fireEvent.change(input(), { target: { value: code } });
  await act(async () => {
    fireEvent.submit(screen.getByTestId('redeem-form'));
  });
}

describe('useKitSubmit', () => {
  it('sends once while a submission is out, busy meanwhile, then says done and refetches what it made stale', async () => {
    fakePlatform.answer(calls.rewards.redeem, delayed(100, redeemed));
    await open();
    await submitCode();
    fireEvent.submit(screen.getByTestId('redeem-form'));
    fireEvent.submit(screen.getByTestId('redeem-form'));
    await waitFor(() => expect(button().getAttribute('aria-busy')).toBe('true'));
    await waitFor(() => expect(done).toHaveLength(1));
    expect(sent()).toHaveLength(1);
    expect(done[0]).toMatchObject({ code: 'SPRING' });
    await waitFor(() => expect(button().getAttribute('aria-busy')).toBeNull());
    await waitFor(() => expect(fakePlatform.requests(calls.wallet.balance)).toHaveLength(2));
  });

  it('adds the request id the call takes, the same again after no answer, a new one after an answer', async () => {
    fakePlatform.answer(calls.rewards.redeem, networkFailure());
    await open();
    await submitCode();
    await waitFor(() => expect(sent()).toHaveLength(1));
    await waitFor(() => expect(button().getAttribute('aria-busy')).toBeNull());
    expect(sent()[0]!.body.requestId).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    fakePlatform.answer(calls.rewards.redeem, refuse('promo.code.invalid'));
    await submitCode();
    await waitFor(() => expect(sent()).toHaveLength(2));
    expect(sent()[1]!.body.requestId).toBe(sent()[0]!.body.requestId);
    await waitFor(() => expect(button().getAttribute('aria-busy')).toBeNull());
    fakePlatform.answer(calls.rewards.redeem, redeemed);
    await submitCode();
    await waitFor(() => expect(sent()).toHaveLength(3));
    expect(sent()[2]!.body.requestId).not.toBe(sent()[0]!.body.requestId);
    expect(done).toHaveLength(1);
  });

  it('makes a new request id when a retry after no answer is a different request (requestKey)', async () => {
    fakePlatform.answer(calls.rewards.redeem, networkFailure());
    await open(<RedeemForm keyed />);
    await submitCode('SPRING');
    await waitFor(() => expect(button().getAttribute('aria-busy')).toBeNull());
    await submitCode('SPRING');
    await waitFor(() => expect(sent()).toHaveLength(2));
    await waitFor(() => expect(button().getAttribute('aria-busy')).toBeNull());
    expect(sent()[1]!.body.requestId).toBe(sent()[0]!.body.requestId);
    await submitCode('SUMMER');
    await waitFor(() => expect(sent()).toHaveLength(3));
    expect(sent()[2]!.body.requestId).not.toBe(sent()[0]!.body.requestId);
  });

  it('shows a refusal about a field on that field, by its code', async () => {
    fakePlatform.answer(calls.rewards.redeem, refuse('promo.code.used'));
    await open();
    await submitCode();
    await waitFor(() => expect(input().getAttribute('aria-invalid')).toBe('true'));
    expect(fieldError()).toBeTruthy();
    expect(screen.queryByTestId('redeem-error')).toBeNull();
    expect(done).toHaveLength(0);
  });

  it('says a refusal about no field for the whole form, and clears it on the next submission', async () => {
    fakePlatform.answer(calls.rewards.redeem, refuseUnknown('brand.new.code'));
    await open();
    await submitCode();
    expect((await screen.findByTestId('redeem-error')).textContent).toBe('Unknown error (brand.new.code)');
    expect(screen.getByTestId('redeem-error').getAttribute('role')).toBe('alert');
    expect(input().getAttribute('aria-invalid')).not.toBe('true');
    fakePlatform.answer(calls.rewards.redeem, delayed(50, redeemed));
    await submitCode();
    expect(screen.queryByTestId('redeem-error')).toBeNull();
    await waitFor(() => expect(done).toHaveLength(1));
  });

  it('says a refusal about no field in a toast when the form asks for it', async () => {
    fakePlatform.answer(calls.rewards.redeem, refuse('promo.code.invalid'));
    await open(<RedeemForm toast />);
    await submitCode();
    await waitFor(() => expect(screen.getByText('This promo code is not valid.')).toBeTruthy());
    expect(screen.queryByTestId('redeem-error')).toBeNull();
  });

  it('stays busy once done when the form is leaving, and sends nothing more', async () => {
    fakePlatform.answer(calls.rewards.redeem, redeemed);
    await open(<RedeemForm busyWhenDone />);
    await submitCode();
    await waitFor(() => expect(done).toHaveLength(1));
    expect(button().getAttribute('aria-busy')).toBe('true');
    await submitCode();
    expect(sent()).toHaveLength(1);
  });

  it('says nothing when the session ended: the shell says it', async () => {
    fakePlatform.answer(calls.rewards.redeem, refuse('login.not.session'));
    await open();
    await submitCode();
    await waitFor(() => expect(sent()).toHaveLength(1));
    await waitFor(() => expect(button().getAttribute('aria-busy')).toBeNull());
    expect(screen.queryByTestId('redeem-error')).toBeNull();
    expect(input().getAttribute('aria-invalid')).not.toBe('true');
    expect(done).toHaveLength(0);
  });
});

let send: ((nickname: string) => Promise<unknown>) | undefined;
let pending = false;
let pendingArgs: unknown;
function NicknameProbe() {
  const mutation = useCallMutation(contract.settings.nickname, { invalidates: [contract.wallet.balance] });
  useEffect(() => {
    send = (nickname) => mutation.send({ body: { nickname } });
    pending = mutation.pending;
    pendingArgs = mutation.pendingArgs;
  });
  return null;
}

describe('useCallMutation', () => {
  it('sends one write at a time, answers its value, and refetches what it made stale', async () => {
    fakePlatform.answer(calls.settings.nickname, delayed(50, { nickname: 'Amy' }));
    await open(<NicknameProbe />);
    let first: Promise<unknown> | undefined;
    let second: Promise<unknown> | undefined;
    act(() => {
      first = send!('Amy');
      second = send!('Amy');
    });
    await expect(second).resolves.toBeUndefined();
    await waitFor(() => expect(pending).toBe(true));
    expect(pendingArgs).toEqual({ body: { nickname: 'Amy' } });
    await expect(first).resolves.toEqual({ nickname: 'Amy' });
    expect(fakePlatform.requests(calls.settings.nickname)).toHaveLength(1);
    await waitFor(() => expect(fakePlatform.requests(calls.wallet.balance)).toHaveLength(2));
    await waitFor(() => expect(pending).toBe(false));
    expect(pendingArgs).toBeUndefined();
  });

  it('rejects with the refusal and refetches nothing', async () => {
    fakePlatform.answer(calls.settings.nickname, refuse('request_param_err'));
    await open(<NicknameProbe />);
    await act(() => expect(send!('Amy')).rejects.toMatchObject({ errorCode: 'request_param_err' }));
    expect(fakePlatform.requests(calls.wallet.balance)).toHaveLength(1);
  });
});

describe('requestIdField', () => {
  it('names the field of the body that carries the client request id, if the call takes one', () => {
    expect(requestIdField(contract.rewards.redeem)).toBe('requestId');
    expect(requestIdField(contract.wallet.transfer)).toBe('transferId');
    expect(requestIdField(contract.settings.nickname)).toBeUndefined();
    expect(requestIdField(contract.wallet.balance)).toBeUndefined();
  });
});
